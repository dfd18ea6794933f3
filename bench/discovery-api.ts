// `npm run bench:api [-- --target postgres|pglite|both --events N --seconds S --reuse --observability on|off|both --port P --database NAME --baseline DIR --rounds R --rows a,b --replica postgres://…:5433]`
// Measures the discovery API over HTTP against the built server with 8 concurrent clients:
// PostgreSQL with 1,000,000 events and PGlite with 100,000 events by default (issue "Discovery API").
//
// Comparisons (issue 18: before and after a change; issue 24: metrics and logging off and on) are run
// interleaved: every server being compared is started on the same database at once, and each row is
// measured in R rounds of S/R seconds per server, one server after the other, so that whatever else the
// machine does in the meantime falls on all of them alike. `--baseline DIR` adds the server of another
// checkout (built, with its node_modules: `git worktree add DIR <commit> && cd DIR && npm install &&
// npm run build`); each row then also prints its p95 and throughput relative to the first server.
// `--replica URL` (a streaming replica of the benchmark's PostgreSQL, e.g. `scripts/ci/replica.sh start`'s
// postgres://postgres@127.0.0.1:5433) adds this checkout with its discovery reads on that replica
// (DATABASE_REPLICA_URLS, decision 067) beside the same checkout without it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { createDb } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { hasDemoData } from '@/seed/demo-data-repository'
import { seedDemoData } from '@/seed/seed-demo-data'
import { ensureBuilt } from '../scripts/lib/ensure-built'
import { waitForServer } from './lib/wait-for-server'
import { formatLoadRow, mergeLoadResults, runLoad, type LoadResult } from './lib/load'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const target = arg('target') ?? 'both'
const seconds = Number(arg('seconds') ?? 15)
const clients = Number(arg('clients') ?? 8)
const reuse = args.includes('--reuse')
// Issue 24: request metrics and JSON logging cost at most 5%; `both` measures the same database with them
// off, then on, one server after the other.
const observability = arg('observability') ?? 'on'
const basePort = Number(arg('port') ?? 3301)
const OBSERVABILITY_ENV: Record<string, Record<string, string>> = {
  off: { METRICS_ENABLED: '0', LOG_LEVEL: 'silent' },
  on: { METRICS_ENABLED: '1', LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
}
const observabilityModes = observability === 'both' ? ['off', 'on'] : [observability]
if (!observabilityModes.every((mode) => mode in OBSERVABILITY_ENV)) throw new Error('--observability must be on, off or both')
const baseline = arg('baseline')
if (baseline && !fs.existsSync(path.join(baseline, '.next', 'BUILD_ID'))) throw new Error(`--baseline ${baseline} has no build: run npm install && npm run build there`)
/** `replicaBase`: the replica server's URL without a database; the server reads the benchmark's database there. */
type Contender = { label: string; env: Record<string, string>; cwd: string; replicaBase?: string }
const replicaBase = arg('replica')?.replace(/\/$/, '')
const contenders: Contender[] = [
  ...(baseline ? [{ label: `baseline (${path.basename(path.resolve(baseline))})`, env: OBSERVABILITY_ENV.off!, cwd: path.resolve(baseline) }] : []),
  ...observabilityModes.map((mode) => ({ label: `this checkout, metrics and logging ${mode}`, env: OBSERVABILITY_ENV[mode]!, cwd: process.cwd() })),
  ...(replicaBase ? [{ label: `this checkout, reads on the replica ${replicaBase.replace(/^.*@/, '')}`, env: OBSERVABILITY_ENV[observabilityModes[0]!]!, cwd: process.cwd(), replicaBase }] : []),
]
const rounds = Number(arg('rounds') ?? (contenders.length > 1 ? 3 : 1))
// `--rows trivial,trending`: only the rows whose names contain one of these (a quick look at a few rows).
const onlyRows = arg('rows')?.split(',').filter(Boolean)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const CITIES: { id: string; lat: number; lng: number }[] = [
  { id: '5128581', lat: 40.7128, lng: -74.006 }, // New York
  { id: '2643743', lat: 51.5074, lng: -0.1278 }, // London
  { id: '5368361', lat: 34.0522, lng: -118.2437 }, // Los Angeles
  { id: '4887398', lat: 41.8781, lng: -87.6298 }, // Chicago
  { id: '6167865', lat: 43.6532, lng: -79.3832 }, // Toronto
  { id: '2147714', lat: -33.8688, lng: 151.2093 }, // Sydney
  { id: '4671654', lat: 30.2672, lng: -97.7431 }, // Austin
  { id: '5391959', lat: 37.7749, lng: -122.4194 }, // San Francisco
]
const WORDS = ['music', 'jazz', 'yoga', 'startup', 'comedy', 'food', 'wine', 'art', 'festival', 'workshop', 'networking', 'kids', 'dance', 'tech', 'run', 'the']
const DATES = ['', 'today', 'tomorrow', 'this_weekend', 'this_week', 'next_week', 'this_month']
const PREFIXES = ['mu', 'jaz', 'yog', 'sta', 'com', 'foo', 'win', 'fes', 'wor', 'net', 'da', 'te', 'bro', 'su']
const PLACE_PREFIXES = ['new', 'lon', 'san', 'to', 'par', 'ber', 'syd', 'aus', 'chi', 'los', 'man', 'bo', 'sea', 'du', 'ma']

// Each row's mix repeats (the search row after lcm(8 cities, 16 words, 7 dates) = 112 requests); priming with more than
// that leaves every request of every mix asked once, as on a server that has been serving this traffic.
const PRIME = 200
let i = 0
// The request count of rows without SAME_SEQUENCE, whose URLs do not depend on it.
let sequence = 0
const pick = <T,>(list: readonly T[]) => list[i++ % list.length]!

type Server = { contender: Contender; base: string; stop: () => Promise<void>; cpuSeconds: () => number }

// The server's own CPU time (user + system, from /proc), so a comparison also reads CPU per request: it
// moves far less than latency and throughput when something else on the machine takes the cores.
const CLOCK_TICKS = 100
function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return NaN
  }
}

async function startServer(contender: Contender, env: Record<string, string>, port: number): Promise<Server> {
  // The same server `npm start` runs (scripts/serve.ts), from the contender's own checkout.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'serve.ts')], {
    cwd: contender.cwd,
    env: {
      ...process.env,
      ...env,
      ...contender.env,
      ...(contender.replicaBase && env.DATABASE_URL ? { DATABASE_REPLICA_URLS: `${contender.replicaBase}${new URL(env.DATABASE_URL).pathname}` } : {}),
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // A server that exits on start, or while measured, says why on stderr: its last lines are printed.
  let stderrTail = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4000)
  })
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`\n${contender.label} on port ${port} exited (${signal ?? code}) while measured:\n${stderrTail}`)
  })
  const base = `http://127.0.0.1:${port}`
  const stop = () =>
    // Gone before the next server opens the same database and port (graceful shutdown drains first).
    new Promise<void>((resolve) => {
      stopping = true
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    await waitForServer(base, child)
  } catch (error) {
    await stop()
    throw new Error(`${contender.label} on port ${port}: ${(error as Error).message}${stderrTail ? `\n${stderrTail}` : ''}`)
  }
  return { contender, base, stop, cpuSeconds: () => processCpuSeconds(child.pid) }
}

// A row's URLs: `n` counts the requests of a row's sequence (below).
type RowUrl = (base: string, n: number) => string
// The uncached search's cost depends on its words, city and date, and a window of a few hundred requests
// samples few of its thousands of mixes. Measured on this machine at a million events (8 clients), four
// stretches of 1,500 of its URLs in a row ran at 146, 184, 262 and 173 req/s, and the pre-18 build ran
// the same stretches at 134, 167, 254 and 172. Drawn from one shared counter, each contender's windows
// got different stretches, so the comparison measured the URLs as much as the servers. With SAME_SEQUENCE
// every contender's window of a round starts at the same request and asks the same URLs in the same
// order (the faster one goes a little further); the next round starts after the furthest, so no server
// is asked one URL twice.
const SAME_SEQUENCE = true

function rowsFor(): [string, RowUrl, number?, boolean?][] {
  return [
    ['trivial JSON (/home/api/user/)', (base) => `${base}/home/api/user/`],
    [
      'search: text + place + date',
      (base) => {
        const c = pick(CITIES)
        const d = pick(DATES)
        return `${base}/api/v3/destination/search/?place_id=${c.id}&q=${pick(WORDS)}${d ? `&dates=${d}` : ''}`
      },
    ],
    // Every request a search not asked before (two words, a city, a date): nothing is cached, the
    // worst case of the row above, as a visitor with an unusual search meets it.
    [
      'search, uncached (new each time)',
      (base, n) => {
        const first = WORDS[n % WORDS.length]!
        const second = WORDS[(n + 1 + Math.floor(n / WORDS.length)) % WORDS.length]!
        const d = DATES[Math.floor(n / 7) % DATES.length]
        return `${base}/api/v3/destination/search/?place_id=${CITIES[Math.floor(n / 3) % CITIES.length]!.id}&q=${first}+${second}${d ? `&dates=${d}` : ''}`
      },
      0,
      SAME_SEQUENCE,
    ],
    ['search: place only', (base) => `${base}/api/v3/destination/search/?place_id=${pick(CITIES).id}`],
    ['autocomplete', (base) => `${base}/api/v3/destination/search/autocomplete/?q=${pick(PREFIXES)}&place_id=${pick(CITIES).id}&completion_types=event,query`],
    // Every request a new area and prefix: nothing is cached, the worst case of the path above. Its cost
    // too depends on the city and prefix asked, so contenders are asked the same sequence (SAME_SEQUENCE);
    // a URL comes back only after lcm(9 × 14, 2000) = 126,000 requests, more than a run asks one server.
    ['autocomplete, uncached area', (base, n) => {
      const c = CITIES[n % CITIES.length]!
      const prefix = PREFIXES[Math.floor(n / CITIES.length) % PREFIXES.length]!
      const jitter = ((n % 2000) + 1) * 0.0001
      return `${base}/api/v3/destination/search/autocomplete/?q=${prefix}&latitude=${(c.lat + jitter).toFixed(4)}&longitude=${c.lng}&completion_types=event,query`
    }, 0, SAME_SEQUENCE],
    ['place autocomplete', (base) => {
      const c = pick(CITIES)
      return `${base}/home/api/geo/place_autocomplete/?input=${pick(PLACE_PREFIXES)}&latitude=${c.lat}&longitude=${c.lng}`
    }],
    ['place from coordinates', (base) => {
      const c = pick(CITIES)
      return `${base}/home/api/geo/place_from_coordinates/?latitude=${(c.lat + ((i++ % 7) - 3) * 0.01).toFixed(4)}&longitude=${c.lng}`
    }],
    ['place from id', (base) => `${base}/home/api/geo/place_from_google_place_id/?googlePlaceId=${pick(CITIES).id}`],
    ['trending', (base) => `${base}/api/v3/trending/?location=ny--new-york&timeframe=week`],
  ]
}

const ratio = (value: number, against: number) => `${value >= against ? '+' : ''}${(((value - against) / against) * 100).toFixed(1)}%`

async function measure(label: string, envOf: (n: number) => Record<string, string>, port: number) {
  const servers: Server[] = []
  try {
    for (const [n, contender] of contenders.entries()) servers.push(await startServer(contender, envOf(n), port + n * 10))
    const window = seconds / rounds
    console.log(`\n${label}: ${clients} clients, ${seconds} s each${rounds > 1 ? ` in ${rounds} interleaved rounds of ${window} s` : ''}, after ${PRIME} requests of each row's mix (not for the uncached rows)`)
    for (const [name, url, prime = PRIME, sameSequence = false] of rowsFor().filter(([name]) => !onlyRows || onlyRows.some((part) => name.includes(part)))) {
      const windows = servers.map(() => [] as LoadResult[])
      const cpu = servers.map(() => 0)
      let roundStart = 0
      for (let round = 0; round < rounds; round++) {
        let furthest = roundStart
        // Each round starts with the next server, so none always runs right after another's window.
        for (let k = 0; k < servers.length; k++) {
          const n = (round + k) % servers.length
          const server = servers[n]!
          const cpuBefore = server.cpuSeconds()
          let next = sameSequence ? roundStart : 0
          const nextUrl = sameSequence ? () => url(server.base, next++) : () => url(server.base, sequence++)
          windows[n]!.push(await runLoad(nextUrl, { clients, seconds: window, warmupSeconds: round === 0 ? 2 : 0.25, primeRequests: round === 0 ? prime : 0 }))
          cpu[n]! += server.cpuSeconds() - cpuBefore
          furthest = Math.max(furthest, next)
        }
        roundStart = furthest
      }
      const results = windows.map(mergeLoadResults)
      const cpuPerRequest = results.map((result, n) => (cpu[n]! / result.sent) * 1e6)
      for (const [n, result] of results.entries()) {
        const against = results[0]!
        const compared = n === 0 ? '' : `   p95 ${ratio(result.p95, against.p95)}, req/s ${ratio(result.rps, against.rps)}, CPU/req ${ratio(cpuPerRequest[n]!, cpuPerRequest[0]!)}`
        const who = servers.length > 1 ? ` [${servers[n]!.contender.label}]` : ''
        console.log(`${formatLoadRow(name, result)}  ${cpuPerRequest[n]!.toFixed(0).padStart(5)} µs CPU/req${who}${compared}`)
      }
    }
  } finally {
    for (const server of servers) await server.stop()
  }
}

async function prepare(handle: Awaited<ReturnType<typeof createDb>>, events: number, dataDir: string) {
  await runMigrations(handle)
  if (await hasDemoData(handle.db)) {
    // A reused database may just have had a migration rewrite a table (0007 rebuilt events): settle it
    // as autovacuum would on a live database, so index-only scans are measured as they run in service.
    await handle.db.execute(sql`vacuum analyze`)
    return
  }
  const started = Date.now()
  await seedDemoData(handle, {
    events,
    seed: 1,
    anchorDate: new Date(),
    imageStore: createLocalDirectoryImageStore(path.join(dataDir, 'images')),
  })
  console.log(`seeded ${events} events in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

async function main() {
  ensureBuilt()
  if (target === 'postgres' || target === 'both') {
    const events = Number(arg('events') ?? 1_000_000)
    const name = arg('database') ?? `tessera_bench_api_${events}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
    if (exists && !reuse) await admin.query(`drop database ${name} with (force)`)
    if (!exists || !reuse) await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-pg-'))
    const handle = await createDb({ databaseUrl: url.toString() })
    await prepare(handle, events, dataDir)
    await handle.close()
    await measure(`PostgreSQL, ${events.toLocaleString('en-US')} events`, () => ({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }), basePort)
    if (!reuse) {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
  if (target === 'pglite' || target === 'both') {
    const events = Number(arg('pglite-events') ?? arg('events') ?? 100_000)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-lite-'))
    const handle = await createDb({ dataDir })
    await prepare(handle, events, dataDir)
    await handle.close()
    // An embedded database is one process's: each server compared gets its own copy.
    const dirs = contenders.map((_, n) => (n === 0 ? dataDir : `${dataDir}-${n}`))
    for (const dir of dirs.slice(1)) fs.cpSync(dataDir, dir, { recursive: true })
    await measure(`PGlite, ${events.toLocaleString('en-US')} events`, (n) => ({ DATABASE_URL: '', DATA_DIR: dirs[n]! }), basePort + 1)
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
