// `npm run bench`: every benchmark in turn, each printing its own figures.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const BENCHES = ['import-events.ts', 'discovery-api.ts', 'concierge-ask.ts', 'home.ts']

let failed = false
for (const file of BENCHES) {
  process.stdout.write(`\n== bench/${file} ==\n`)
  const result = spawnSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), path.join('bench', file), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
