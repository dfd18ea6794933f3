// `npm run bench:home`: the home page's three budgets in turn (first-load JS, TTFB, Lighthouse) against
// one server.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startHomeServer } from './lib/home-server'

const server = await startHomeServer()
let failed = false
try {
  for (const file of ['home-js-size.ts', 'home-ttfb.ts', 'lighthouse-home.ts']) {
    process.stdout.write(`\n== bench/${file} ==\n`)
    const result = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), path.join('bench', file)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: server.base },
    })
    if (result.status !== 0) failed = true
  }
} finally {
  server.stop()
}
process.exit(failed ? 1 : 0)
