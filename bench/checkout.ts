// `npm run bench:checkout [-- --target postgres|pglite|both --seconds S --clients 8,32,64 --reuse --webhooks N]`
// With `--webhooks N` (issue 41, decision 066) the organizer has N webhook endpoints subscribed to
// `order.placed`, all pointing at a loopback receiver in this process; each purchase row then also prints
// the delivery latency from the payment's commit (the message's `timestamp`) to the receiver, p50/p95.
// Compare a run with `--webhooks 2` to one without: the purchase rate should stay within 5%.
// Purchases per second on one hot event over HTTP (issue 19): each purchase is a hold
// (POST /api/v3/orders/) and its payment with tok_visa (POST …/complete/), so every one takes the hot
// class's row lock twice. Beside it, in the same run and at the same client count, a trivial endpoint
// (GET /home/api/user/ signed out) shows what the machine gives any request. After each row the database
// is checked: nothing oversold, one ticket per sold seat. Target on PostgreSQL: ≥ 500 purchases/s with
// p95 ≤ 250 ms (a machine of its own, not a shared 2-core one).
// Where the time goes, per row, from the server's own /metrics (read with a token before and after): the
// server process's CPU per purchase (or per request), the SQL statements it ran per purchase and their
// time as the server saw it (waits for a pool connection and for locks included), and how busy the whole
// machine was (/proc/stat), since the server, PostgreSQL and this load generator share its cores.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createDb, type DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { events, organizers, ticketClasses, webhookEndpoints } from '@/db/schema'
import { generateWebhookSecret, sealWebhookSecret } from '@/core/webhooks/webhook-signature'
import { waitForServer } from './lib/wait-for-server'
import { createBenchDatabase, dropBenchDatabase, startBenchServer, stopBenchServer } from './lib/bench-server'
import { checkNotOversold } from './lib/oversold'
import { postgresSecondsBetween, readPostgresCpuSeconds, TICKS_PER_SECOND } from './lib/process-cpu'
import { formatLoadRow, percentile, runLoad, type LoadResult } from './lib/load'
import { STAND_IN_LIMITS } from '../scripts/lib/stand-in-limits'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const target = arg('target') ?? 'both'
const seconds = Number(arg('seconds') ?? 10)
const pgClients = (arg('clients') ?? '8,32,64').split(',').map(Number)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const basePort = Number(process.env.BENCH_PORT ?? 3510)
const CAPACITY = 10_000_000
const METRICS_TOKEN = 'checkout-bench-metrics-token'
const webhookCount = Number(arg('webhooks') ?? 0)
// The servers' ticketing secret, which webhook secrets are sealed with (decision 066).
const TICKETING_SECRET = 'checkout-bench-ticketing-secret-0123456789'

/** The loopback receiver of --webhooks: answers 204 and keeps each message's delay since its commit. */
function startWebhookReceiver(): Promise<{ url: string; delays: number[]; close: () => void }> {
  const delays: number[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const sent = Date.parse((JSON.parse(body) as { timestamp: string }).timestamp)
      delays.push(Date.now() - sent)
      res.writeHead(204)
      res.end()
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${port}/hook`, delays, close: () => server.close() })
    }),
  )
}

type Counters = {
  cpuSeconds: number
  systemSeconds: number
  queries: number
  querySeconds: number
  busy: number
  total: number
  /** CPU seconds of every PostgreSQL process on this machine, and of this process (the load generator). */
  postgresSeconds: Map<string, number>
  benchSeconds: number
}

/** The server's CPU and query counters (from /metrics) and the machine's CPU time (from /proc/stat). */
async function readCounters(base: string): Promise<Counters> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN)
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0)
  const total = cpu.reduce((a, b) => a + b, 0)
  return {
    cpuSeconds: value(/^process_cpu_seconds_total (\S+)/m),
    // The kernel's share (socket sends and receives to the clients and PostgreSQL, on loopback).
    systemSeconds: value(/^process_cpu_system_seconds_total (\S+)/m),
    queries: value(/^tessera_db_query_duration_seconds_count\{engine="\w+"\} (\S+)/m),
    querySeconds: value(/^tessera_db_query_duration_seconds_sum\{engine="\w+"\} (\S+)/m),
    busy: total - idle,
    total,
    postgresSeconds: readPostgresCpuSeconds(),
    benchSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  }
}

function formatBreakdown(before: Counters, after: Counters, count: number, unit: string): string {
  const per = (v: number) => (count > 0 ? v / count : NaN)
  const busyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total)
  const ms = (seconds: number) => `${(per(seconds) * 1000).toFixed(2)} ms`
  const server = after.cpuSeconds - before.cpuSeconds
  const postgres = postgresSecondsBetween(before.postgresSeconds, after.postgresSeconds)
  const bench = after.benchSeconds - before.benchSeconds
  const machine = (after.busy - before.busy) / TICKS_PER_SECOND
  return [
    `    per ${unit}: server CPU ${ms(server)} (${(per(after.systemSeconds - before.systemSeconds) * 1000).toFixed(2)} in the kernel), SQL statements ${per(after.queries - before.queries).toFixed(1)}, SQL time ${ms(after.querySeconds - before.querySeconds)}; machine CPU busy ${(busyShare * 100).toFixed(0)}% of ${os.cpus().length} cores`,
    // Where the machine's CPU went, by process: what is left for more purchases a second, and who takes it.
    `    machine CPU per ${unit.split(' ')[0]}: ${ms(machine)} = server ${ms(server)} + PostgreSQL ${ms(postgres)} + this load generator ${ms(bench)} + the rest ${ms(machine - server - postgres - bench)}`,
  ].join('\n')
}

type Hot = { eventId: number; classId: number }

/** An organizer, a live event a month away and one paid class with room for every purchase of the run. */
async function insertHotEvent(handle: DbHandle, webhookUrl: string | null): Promise<Hot> {
  await runMigrations(handle)
  const [org] = await handle.db.insert(organizers).values({ name: 'Bench Organizer', slug: 'bench-organizer' }).returning({ id: organizers.id })
  for (let i = 0; i < (webhookUrl ? webhookCount : 0); i++) {
    const now = new Date()
    await handle.db.insert(webhookEndpoints).values({ organizerId: org!.id, url: `${webhookUrl}/${i}`, eventTypes: ['order.placed'], secret: sealWebhookSecret(generateWebhookSecret(), TICKETING_SECRET), createdAt: now, updatedAt: now })
  }
  const start = new Date(Date.now() + 30 * 86_400_000)
  const [event] = await handle.db
    .insert(events)
    .values({ name: 'Hot Bench Event', nameSlug: 'hot-bench-event', startAt: start, endAt: new Date(start.getTime() + 3 * 3_600_000), timeZone: 'America/New_York', organizerId: org!.id, categoryId: 103, formatId: 6, isOnline: true })
    .returning({ id: events.id })
  const [cls] = await handle.db
    .insert(ticketClasses)
    .values({ eventId: event!.id, name: 'General Admission', priceMinor: 2500, capacity: CAPACITY, maxPerOrder: 10 })
    .returning({ id: ticketClasses.id })
  return { eventId: event!.id, classId: cls!.id }
}

function startServer(port: number, dataDir: string, databaseUrl: string): ChildProcess {
  return startBenchServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, METRICS_ENABLED: '1', METRICS_TOKEN, TICKETING_SECRET, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1', ...STAND_IN_LIMITS })
}

function request(agent: http.Agent, base: string, method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, agent, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** N clients each buying one ticket after another for `seconds` (after a 2 s warm-up). */
async function runPurchases(base: string, hot: Hot, clients: number): Promise<LoadResult & { purchases: number; attempted: number }> {
  const first = await fetch(`${base}/home/api/user/`)
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const headers = { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, origin: base, 'x-requested-with': 'XMLHttpRequest' }
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const latencies: number[] = []
  let errors = 0
  let attempted = 0
  const warmupEnd = performance.now() + 2000
  const end = warmupEnd + seconds * 1000
  const body = JSON.stringify({ event_id: hot.eventId, tickets: [{ ticket_class_id: hot.classId, quantity: 1 }] })
  const complete = JSON.stringify({ buyer: { name: 'Bench Buyer', email: 'bench@example.com' }, payment: { token: 'tok_visa' } })
  async function client() {
    while (performance.now() < end) {
      const started = performance.now()
      attempted++
      try {
        const held = await request(agent, base, 'POST', '/api/v3/orders/', headers, body)
        if (held.status !== 201) throw new Error(`hold ${held.status}`)
        const { order } = JSON.parse(held.text) as { order: { id: string; access_token: string } }
        const paid = await request(agent, base, 'POST', `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, headers, complete)
        if (paid.status !== 200) throw new Error(`complete ${paid.status}`)
        if (started >= warmupEnd) latencies.push(performance.now() - started)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, sent: attempted, purchases: latencies.length, attempted, errors, seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: latencies.length / seconds, latencies }
}

async function benchTarget(kind: 'postgres' | 'pglite', port: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ticketing-bench-${kind}-`))
  let databaseUrl = ''
  let dbName = ''
  if (kind === 'postgres') {
    const created = await createBenchDatabase(serverUrl, 'ticketing_bench')
    dbName = created.name
    databaseUrl = created.url
  }
  const open = () => createDb(kind === 'postgres' ? { databaseUrl } : { dataDir })
  let handle = await open()
  const receiver = webhookCount > 0 ? await startWebhookReceiver() : null
  const hot = await insertHotEvent(handle, receiver?.url ?? null)
  await handle.close()
  const child = startServer(port, dataDir, databaseUrl)
  const base = `http://127.0.0.1:${port}`
  const rows: string[] = []
  try {
    await waitForServer(base, child)
    for (const clients of kind === 'postgres' ? pgClients : [8]) {
      // The counters span the warm-up too; the per-purchase figures divide by everything done in that span.
      const t0 = await readCounters(base)
      const trivial = await runLoad(() => `${base}/home/api/user/`, { clients, seconds })
      const t1 = await readCounters(base)
      rows.push(formatLoadRow(`${kind} trivial GET, ${clients} clients`, trivial), formatBreakdown(t0, t1, (trivial.requests * (seconds + 2)) / seconds, 'request (2 s warm-up counted at the same rate)'))
      receiver?.delays.splice(0)
      const buys = await runPurchases(base, hot, clients)
      const t2 = await readCounters(base)
      rows.push(`${formatLoadRow(`${kind} purchases, ${clients} clients`, buys).replace('req/s', 'buy/s')}`, formatBreakdown(t1, t2, buys.attempted, 'purchase (warm-up included)'))
      if (receiver) {
        // Messages still on their way when the purchases stop are waited for a little.
        await new Promise((r) => setTimeout(r, 2000))
        const delays = [...receiver.delays].sort((a, b) => a - b)
        rows.push(`    webhooks (${webhookCount} endpoints on order.placed): ${delays.length} delivered, commit → receiver p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms`)
      }
      console.log(rows.slice(receiver ? -5 : -4).join('\n'))
    }
  } finally {
    await stopBenchServer(child)
    receiver?.close()
  }
  handle = await open()
  console.log(`${kind} oversold check ${await checkNotOversold(handle, hot)}`)
  await handle.close()
  if (dbName) await dropBenchDatabase(serverUrl, dbName)
  fs.rmSync(dataDir, { recursive: true, force: true })
}

if (target === 'postgres' || target === 'both') await benchTarget('postgres', basePort)
if (target === 'pglite' || target === 'both') await benchTarget('pglite', basePort + 1)
