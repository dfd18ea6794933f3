// `npm run bench:concierge [-- --events N --seconds S --clients C --port P --data-dir DIR]`
// Times the concierge's ask call (issue 7: p95 ≤ 150 ms on the built-in path with the demo data) over
// HTTP against the built server on a fresh embedded database with the default demo data (20,000
// events), cycling through the evaluation set's queries and follow-ups.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { EVALUATION_SET } from '../tests/concierge/evaluation-set'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { createDb } from '@/db/create-db'
import { hasDemoData } from '@/seed/demo-data-repository'
import { seedDemoData } from '@/seed/seed-demo-data'
import { runMigrations } from '@/db/migrate'
import { ensureBuilt } from '../scripts/lib/ensure-built'
import { waitForServer } from './lib/wait-for-server'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const events = Number(arg('events') ?? 20_000)
const seconds = Number(arg('seconds') ?? 20)
const clientCounts = (arg('clients') ?? '1,4').split(',').map(Number)
const port = Number(arg('port') ?? 3178)
const TARGET_P95_MS = 150

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

async function run(base: string, clients: number) {
  const first = await fetch(`${base}/home/api/user/`)
  const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error('no CSRF cookie')
  const headers = { 'Content-Type': 'application/json', 'X-CSRFToken': token, Cookie: `csrftoken=${token}`, Origin: base }
  let next = 0
  const latencies: number[] = []
  let errors = 0
  let asked = 0
  let answered = 0
  const warmupEnd = performance.now() + 2000
  const end = warmupEnd + seconds * 1000
  async function client() {
    while (performance.now() < end) {
      const c = EVALUATION_SET[next++ % EVALUATION_SET.length]!
      const body = JSON.stringify({ location: 'ny--new-york', query: c.query, queryHistory: c.history ?? [], threadId: 'bench' })
      const started = performance.now()
      try {
        const res = await fetch(`${base}/alt-search/mobile-bff/relevance/ask`, { method: 'POST', headers, body })
        const json = (await res.json()) as Record<string, unknown>
        if (res.status >= 400) errors++
        else if ('ask_user' in json) asked++
        else answered++
      } catch {
        errors++
      }
      if (started >= warmupEnd) latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  latencies.sort((a, b) => a - b)
  const p95 = percentile(latencies, 95)
  const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`
  console.log(
    `ask, ${String(clients).padStart(2)} client(s): p50 ${ms(percentile(latencies, 50))}  p95 ${ms(p95)}  p99 ${ms(percentile(latencies, 99))}` +
      `  ${(latencies.length / seconds).toFixed(0).padStart(4)} req/s  (${answered} results, ${asked} ask_user, ${errors} errors)` +
      `  ${p95 <= TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms p95 target`,
  )
}

async function main() {
  ensureBuilt()
  const dataDir = arg('data-dir') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-concierge-'))
  const handle = await createDb({ dataDir })
  await runMigrations(handle)
  if (!(await hasDemoData(handle.db))) {
    const started = Date.now()
    await seedDemoData(handle, { events, seed: 1, anchorDate: new Date(), imageStore: createLocalDirectoryImageStore(path.join(dataDir, 'images')) })
    console.log(`seeded ${events.toLocaleString('en-US')} events in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  await handle.close()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'serve.ts')], {
    // The built-in path: no language model, whatever the shell has configured.
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', DATA_DIR: dataDir, LLM_BASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  try {
    await waitForServer(base, child)
    console.log(`Concierge ask call, built-in interpreter, PGlite with ${events.toLocaleString('en-US')} demo events, ${seconds} s per run`)
    for (const clients of clientCounts) await run(base, clients)
  } finally {
    child.kill('SIGTERM')
    if (!arg('data-dir')) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
