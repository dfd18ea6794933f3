// The built server on a fresh PostgreSQL database of its own, for the benchmarks that measure it over HTTP
// (bench:checkout, bench:onsale): the database is created and dropped around the run, and the server is
// `npm start` (scripts/start.ts: migrate, build if needed, serve) leading its own process group.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'

/** A new database named `<prefix>_<time>` on the server of `serverUrl`, and its URL. */
export async function createBenchDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}

/** `npm start` with `env` added; its standard output goes to `stdout` (a file descriptor) or nowhere. */
export function startBenchServer(env: Record<string, string>, stdout: number | 'ignore' = 'ignore'): ChildProcess {
  return spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    env: { ...process.env, SEED_EVENTS: '0', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', stdout, 'inherit'],
    detached: true,
  })
}

/** Stops the server's whole process group (npm start runs the server as its child) and waits for it. */
export function stopBenchServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid, 'SIGTERM')
  })
}
