// `npm start`: check configuration, build if needed, migrate, load demo data into an empty database,
// then serve on PORT (default 3000). The database is closed before Next.js opens it: the embedded
// PGlite is single-process.
// First: on a test server (TEST_CLOCK_START) everything below reads the suite's clock.
import './lib/install-test-clock'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureBuilt } from './lib/ensure-built'
import { exitWithStartupError, migrateDatabase, openConfiguredDatabase } from './lib/prepare-database'
import { seedIfEmpty } from './lib/seed-if-empty'

process.env.NEXT_TELEMETRY_DISABLED = '1'

async function main() {
  const { config, handle } = await openConfiguredDatabase()
  try {
    await migrateDatabase(handle)
    await seedIfEmpty(handle, config)
  } finally {
    await handle.close()
  }
  ensureBuilt()
  // SERVER_CPU_PROFILE_DIR: the server writes a V8 CPU profile there when it stops (for benchmarks; Node
  // refuses --cpu-prof in NODE_OPTIONS, so it is passed here).
  const profileDir = process.env.SERVER_CPU_PROFILE_DIR
  const child = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), '--import', 'tsx', path.join('scripts', 'serve.ts')],
    // The IPC channel is how the server learns that this process is gone (serve.ts shuts down on its
    // disconnect): tsx's command line SIGKILLs this process when it does not acknowledge a relayed SIGTERM
    // within 30 ms, which a busy machine misses, and the server would otherwise keep its port forever.
    { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: { ...process.env, PORT: String(config.port), DATA_DIR: config.dataDir, NEXT_TELEMETRY_DISABLED: '1' } },
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

main().catch(exitWithStartupError)
