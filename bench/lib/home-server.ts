// Starts the built app (`npm start`: build if needed, migrate, seed) on its own data directory and port
// for the home-page benchmarks, or uses BENCH_URL when a server is already running.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_STAFF } from './confirmed-sign-up'

export type BenchServer = { base: string; stop: () => void }

async function waitForServer(base: string, child: ChildProcess | null): Promise<void> {
  for (let n = 0; n < 1800; n++) {
    if (child && child.exitCode !== null) throw new Error('server exited')
    try {
      if ((await fetch(`${base}/home/api/user/`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

export async function startHomeServer(): Promise<BenchServer> {
  if (process.env.BENCH_URL) {
    const base = process.env.BENCH_URL.replace(/\/$/, '')
    await waitForServer(base, null)
    return { base, stop: () => undefined }
  }
  const port = Number(process.env.BENCH_PORT ?? 3149)
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'tessera-bench-home')
  fs.mkdirSync(dataDir, { recursive: true })
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_EVENTS: process.env.BENCH_SEED_EVENTS ?? '20000',
      // The staff account whose mailbox the benchmarks read a new account's sign-up link from.
      DEMO_STAFF_EMAIL: BENCH_STAFF.email,
      DEMO_STAFF_PASSWORD: BENCH_STAFF.password,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  await waitForServer(base, child)
  return {
    base,
    stop: () => {
      // npm start runs the server (scripts/serve.ts) as its child: stop the whole group it leads.
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    },
  }
}
