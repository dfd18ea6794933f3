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

// package.json's scripts do not change the built app; a new test command must not cost a rebuild.
function withoutScripts(file: string): string {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
  delete manifest.scripts
  return JSON.stringify(manifest)
}

export function computeSourceHash(root = process.cwd()): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of walk(path.join(root, input))) {
      hash.update(path.relative(root, file))
      hash.update(file === path.join(root, 'package.json') ? withoutScripts(file) : fs.readFileSync(file))
    }
  }
  return hash.digest('hex')
}

function isBuilt(root: string, wanted: string): boolean {
  const hashFile = path.join(root, HASH_FILE)
  return fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8') === wanted
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// Several processes may want the build at once (two test servers, a test that starts instances beside
// Playwright's `npm start`); Next.js refuses a second concurrent build, so the first one builds under this
// lock and the others wait for it, then find the build current. A lock whose owner died is taken over.
function withBuildLock(root: string, run: () => void): void {
  const lock = path.join(root, '.next-build.lock')
  for (;;) {
    try {
      fs.mkdirSync(lock)
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid))
      break
    } catch {
      let owner = 0
      try {
        owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')) || 0
      } catch {
        // The lock is being made or was just released: look again.
      }
      if (owner > 0 && !isAlive(owner)) fs.rmSync(lock, { recursive: true, force: true })
      else sleepSync(500)
    }
  }
  try {
    run()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

export function ensureBuilt(root = process.cwd(), { force = false }: { force?: boolean } = {}): void {
  const wanted = computeSourceHash(root)
  if (!force && isBuilt(root, wanted)) return
  withBuildLock(root, () => {
    // Another process may have built while this one waited for the lock.
    if (!force && isBuilt(root, wanted)) return
    process.stderr.write(force ? 'tessera: building the app…\n' : 'tessera: building the app (first start or sources changed)…\n')
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    if (result.status !== 0) {
      process.stderr.write('tessera: the build failed; see the messages above.\n')
      process.exit(result.status ?? 1)
    }
    fs.writeFileSync(path.join(root, HASH_FILE), wanted)
  })
}
