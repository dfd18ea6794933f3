// `npm start` builds only when the sources changed since the last build: a hash of every input file
// is kept beside the build output.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'package.json', 'tsconfig.json']
const HASH_FILE = path.join('.next', 'tessera-build-hash')

function* walk(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) {
    // Tests and their snapshots do not change the built app.
    if (/\.(test|spec)\.tsx?$/.test(name)) continue
    yield* walk(path.join(entry, name))
  }
}

export function computeSourceHash(root = process.cwd()): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of walk(path.join(root, input))) {
      hash.update(path.relative(root, file))
      hash.update(fs.readFileSync(file))
    }
  }
  return hash.digest('hex')
}

export function ensureBuilt(root = process.cwd()): void {
  const wanted = computeSourceHash(root)
  const buildId = path.join(root, '.next', 'BUILD_ID')
  const hashFile = path.join(root, HASH_FILE)
  if (fs.existsSync(buildId) && fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8') === wanted) return
  process.stderr.write('tessera: building the app (first start or sources changed)…\n')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    process.stderr.write('tessera: the build failed; see the messages above.\n')
    process.exit(result.status ?? 1)
  }
  fs.writeFileSync(hashFile, wanted)
}
