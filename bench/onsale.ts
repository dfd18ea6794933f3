// `npm run bench:onsale [-- --visitors 100000 --target postgres --prequeue-seconds 60 --poll-seconds 5 --late N --sockets 128 --pool 40 --sale-timeout-seconds 900]`
// Issue 42's on-sale over HTTP against the built server on a fresh PostgreSQL database (decision 071):
// visitors, each a browser of its own (its own CSRF cookie, so its own session, and its own address through
// X-Forwarded-For from a trusted proxy, so the per-address cap on places does not refuse them), join the
// waiting room through the minute before the on-sale and ask for their place every few seconds. At the
// on-sale instant the server shuffles the pre-queue and admits up to max_active_checkouts (500) at once; each
// admitted visitor holds one ticket with its admission and pays with tok_visa, until the 5,000-ticket class
// is sold out. A further `--late` visitors arrive one after another after the on-sale (post-opening arrivals).
// Beside it in the same run, two clients ask a trivial endpoint (GET /home/api/user/ signed out) over and
// over, after a few seconds of that endpoint alone before the visitors start.
// Prints join and poll p50/p95/p99 and rates, the trivial GET's, the shuffle's time (the server logs it),
// the time to sell out, errors, the largest number of active checkouts seen (sampled from the database), the
// oversold check, and two rank correlations: pre-queue join order against admission order (about 0: the
// shuffle), post-opening arrival order against admission order (1: first come, first served). Where the
// machine's CPU went (server, PostgreSQL, this load generator) is printed too: they share its cores.
// Latencies are timed from the moment a request gets its connection (bounded sockets per kind, kept alive),
// so a visitor waiting for a free socket in this process is not counted as the server's time.
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createDb, type DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { queryRows } from '@/db/query-rows'
import { events, organizers, ticketClasses } from '@/db/schema'
import { computeFairOrder, computeSeedCommitment, rankCorrelation, sortCanonically } from '@/core/waiting-room/fair-shuffle'
import { newQueueId } from '@/core/waiting-room/configure-waiting-room'
import { countWaitingRoom, replaceWaitingRoom, shuffleWaitingRoom } from '@/core/waiting-room/waiting-rooms-repository'
import { STAND_IN_LIMITS } from '../scripts/lib/stand-in-limits'
import { formatLoadRow, percentile, runLoad, type LoadResult } from './lib/load'
import { checkNotOversold } from './lib/oversold'
import { postgresSecondsBetween, readPostgresCpuSeconds, TICKS_PER_SECOND } from './lib/process-cpu'
import { waitForServer } from './lib/wait-for-server'
import { createBenchDatabase, dropBenchDatabase, startBenchServer, stopBenchServer } from './lib/bench-server'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const target = arg('target') ?? 'postgres'
if (target !== 'postgres') throw new Error('bench:onsale runs on PostgreSQL only (--target postgres): the waiting room is for servers behind a load balancer.')
const visitors = Number(arg('visitors') ?? 100_000)
const prequeueSeconds = Number(arg('prequeue-seconds') ?? 60)
const pollSeconds = Number(arg('poll-seconds') ?? 5)
const lateVisitors = Number(arg('late') ?? Math.max(20, Math.round(visitors / 100)))
const sockets = Number(arg('sockets') ?? 128)
const CAPACITY = Number(arg('tickets') ?? 5_000)
const MAX_ACTIVE = Number(arg('max-active') ?? 500)
const POOL_SIZE = Number(arg('pool') ?? 40)
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const port = Number(process.env.BENCH_PORT ?? 3540)
const base = `http://127.0.0.1:${port}`
const METRICS_TOKEN = 'onsale-bench-metrics-token'
const TICKETING_SECRET = 'onsale-bench-ticketing-secret-0123456789'
// The whole run gives up this long after the on-sale (a sale that never sells out is an error).
const SALE_TIMEOUT_MS = Number(arg('sale-timeout-seconds') ?? 900) * 1000

type Timed = { status: number; text: string; ms: number }

// Set once the class is sold out (or the run times out): requests still waiting for a socket are dropped.
let over = false

/** One request; `ms` from the moment it has its connection to the end of the answer's body. */
function send(agent: http.Agent, method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    let started = performance.now()
    if (over) return reject(new Error('the sale is over'))
    const req = http.request(`${base}${pathname}`, { method, agent, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }))
      res.on('error', reject)
    })
    req.on('socket', () => {
      // A visitor still waiting for a socket when the sale ends never sends its request.
      if (over) req.destroy(new Error('the sale is over'))
      started = performance.now()
    })
    req.on('error', reject)
    req.end(body)
  })
}

function stats(latencies: number[], seconds: number, errors: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { requests: sorted.length, sent: sorted.length, errors, seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), rps: sorted.length / seconds, latencies: sorted }
}

/** The entry a place token names (its body is base64url of `p1|event|room|entry|session[|position]`). */
function entryOf(placeToken: string): string {
  return Buffer.from(placeToken.slice(0, placeToken.lastIndexOf('.')), 'base64url').toString('utf8').split('|')[3]!
}

function startServer(dataDir: string, databaseUrl: string, logFile: number): ChildProcess {
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    METRICS_ENABLED: '1',
    METRICS_TOKEN,
    TICKETING_SECRET,
    // Every visitor comes through "the load balancer" on loopback, which names its address.
    TRUSTED_PROXIES: '127.0.0.1',
    // An on-sale's instance keeps more connections than a quiet day's 10 (decision 072).
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    // JSON lines, whatever the stage: the shuffle's line is parsed.
    LOG_FORMAT: 'json',
    ...STAND_IN_LIMITS,
  }
  // The server's log goes to a file: the shuffle's line is read from it afterwards, at no cost meanwhile.
  return startBenchServer(env, logFile)
}

async function serverCpuSeconds(): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  return Number(/^process_cpu_seconds_total (\S+)/m.exec(text)?.[1] ?? NaN)
}

type CpuReading = { server: number; postgres: Map<string, number>; bench: number; busy: number; total: number }

async function readCpu(): Promise<CpuReading> {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const usage = process.cpuUsage()
  return { server: await serverCpuSeconds(), postgres: readPostgresCpuSeconds(), bench: (usage.user + usage.system) / 1e6, busy: cpu.reduce((a, b) => a + b, 0) - (cpu[3] ?? 0) - (cpu[4] ?? 0), total: cpu.reduce((a, b) => a + b, 0) }
}

function formatCpu(before: CpuReading, after: CpuReading, seconds: number): string {
  const share = (s: number) => `${((s / seconds) * 100).toFixed(0)}% of a core`
  const machine = (after.busy - before.busy) / TICKS_PER_SECOND
  const server = after.server - before.server
  const postgres = postgresSecondsBetween(before.postgres, after.postgres)
  const bench = after.bench - before.bench
  return `CPU over ${seconds.toFixed(0)} s (${os.cpus().length} cores): machine busy ${share(machine)} = server ${share(server)} + PostgreSQL ${share(postgres)} + this load generator ${share(bench)} + the rest ${share(machine - server - postgres - bench)}`
}

type Sale = { eventId: number; classId: number; roomId: string; onSaleAt: Date }

/** An organizer, an event a month away with one paid class of CAPACITY going on sale at `onSaleAt`, and its waiting room. */
async function insertSale(handle: DbHandle, onSaleAt: Date): Promise<Sale> {
  const [org] = await handle.db.insert(organizers).values({ name: 'On-sale Bench Organizer', slug: 'onsale-bench-organizer' }).returning({ id: organizers.id })
  const start = new Date(Date.now() + 30 * 86_400_000)
  const [event] = await handle.db
    .insert(events)
    .values({ name: 'Hot On-sale', nameSlug: 'hot-on-sale', startAt: start, endAt: new Date(start.getTime() + 3 * 3_600_000), timeZone: 'America/New_York', organizerId: org!.id, categoryId: 103, formatId: 6, isOnline: true })
    .returning({ id: events.id })
  const [cls] = await handle.db
    .insert(ticketClasses)
    .values({ eventId: event!.id, name: 'General Admission', priceMinor: 2500, capacity: CAPACITY, maxPerOrder: 4, salesStart: onSaleAt })
    .returning({ id: ticketClasses.id })
  const seed = randomBytes(32).toString('hex')
  const now = new Date()
  const room = await replaceWaitingRoom(handle.db, {
    id: newQueueId('room'),
    eventId: event!.id,
    ticketClassId: cls!.id,
    prequeueOpensAt: now,
    onSaleAt,
    maxActiveCheckouts: MAX_ACTIVE,
    admissionMinutes: 5,
    seed,
    commitment: computeSeedCommitment(seed),
    createdAt: now,
    updatedAt: now,
  })
  return { eventId: event!.id, classId: cls!.id, roomId: room.id, onSaleAt }
}

type Visitor = { index: number; late: boolean; cookie: string; csrf: string; address: string; placeToken?: string; entryId?: string; done: boolean }

type Tally = {
  joins: number[]
  polls: number[]
  buys: number[]
  errors: Map<string, number>
  pollsPerSecond: Map<number, number>
  joinWindow: { first: number; last: number }
  purchases: number
  soldOutAnswers: number
  lastPurchaseAt: number
  firstAdmittedAt: number
  lateOrder: string[]
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-bench-'))
  const logPath = path.join(dataDir, 'server.log')
  const logFile = fs.openSync(logPath, 'w')
  const database = await createBenchDatabase(serverUrl, 'onsale_bench')
  const handle = await createDb({ databaseUrl: database.url })
  await runMigrations(handle)
  const child = startServer(dataDir, database.url, logFile)
  const sampler = await createDb({ databaseUrl: database.url })
  try {
    await waitForServer(base, child)
    console.log(`bench:onsale: ${visitors.toLocaleString('en-US')} visitors over ${prequeueSeconds} s before the on-sale, polling every ${pollSeconds} s, ${lateVisitors} arriving after it; ${CAPACITY} tickets, max ${MAX_ACTIVE} active checkouts; ${sockets} sockets; ${POOL_SIZE} database connections; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
    const idle = await runLoad(() => `${base}/home/api/user/`, { clients: 2, seconds: 5 })
    console.log(formatLoadRow('trivial GET, alone (2 clients)', idle))

    // Joins start now and end a few seconds before the on-sale instant.
    const joinStart = performance.now() + 2_000
    const onSaleAt = new Date(Date.now() + 2_000 + prequeueSeconds * 1000)
    const sale = await insertSale(handle, onSaleAt)
    const onSalePerf = joinStart + prequeueSeconds * 1000
    const joinSpreadMs = Math.max(1_000, prequeueSeconds * 1000 - 5_000)

    // Bounded sockets per kind, so that one kind's backlog never delays another's requests in this process.
    const joinAgent = new http.Agent({ keepAlive: true, maxSockets: Math.max(8, Math.round(sockets / 4)) })
    const pollAgent = new http.Agent({ keepAlive: true, maxSockets: Math.max(8, Math.round(sockets / 2)) })
    const buyAgent = new http.Agent({ keepAlive: true, maxSockets: Math.max(8, Math.round(sockets / 4)) })
    const tally: Tally = { joins: [], polls: [], buys: [], errors: new Map(), pollsPerSecond: new Map(), joinWindow: { first: Infinity, last: 0 }, purchases: 0, soldOutAnswers: 0, lastPurchaseAt: 0, firstAdmittedAt: 0, lateOrder: [] }
    const fail = (what: string): void => {
      if (over) return // a request cut short by the end of the sale is no error
      tally.errors.set(what, (tally.errors.get(what) ?? 0) + 1)
    }
    let inFlight = 0
    const track = async <T>(work: () => Promise<T>): Promise<T> => {
      inFlight++
      try {
        return await work()
      } finally {
        inFlight--
      }
    }

    const headersOf = (v: Visitor) => ({ 'content-type': 'application/json', cookie: v.cookie, 'x-csrftoken': v.csrf, origin: base, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': v.address })
    const newVisitor = (index: number, late: boolean): Visitor => {
      const csrf = randomBytes(16).toString('base64url')
      // One address per visitor, 10.x.y.z, as a balancer would name it.
      return { index, late, csrf, cookie: `csrftoken=${csrf}`, address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, done: false }
    }

    const buy = async (v: Visitor, admission: string) => {
      const hold = { event_id: sale.eventId, tickets: [{ ticket_class_id: sale.classId, quantity: 1 }], admission_token: admission }
      const started = performance.now()
      const held = await send(buyAgent, 'POST', '/api/v3/orders/', headersOf(v), JSON.stringify(hold))
      if (held.status === 409 && held.text.includes('SOLD_OUT')) {
        tally.soldOutAnswers++
        return
      }
      if (held.status !== 201) return fail(`hold ${held.status} ${held.text.slice(0, 80)}`)
      const { order } = JSON.parse(held.text) as { order: { id: string; access_token: string } }
      const paid = await send(buyAgent, 'POST', `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, headersOf(v), JSON.stringify({ buyer: { name: 'Bench Buyer', email: `buyer${v.index}@example.com` }, payment: { token: 'tok_visa' } }))
      if (paid.status !== 200) return fail(`complete ${paid.status} ${paid.text.slice(0, 80)}`)
      tally.buys.push(performance.now() - started)
      tally.purchases++
      tally.lastPurchaseAt = performance.now()
      if (tally.purchases >= CAPACITY) over = true
    }

    const poll = async (v: Visitor): Promise<void> => {
      if (over || v.done) return
      const res = await send(pollAgent, 'GET', `/api/v3/events/${sale.eventId}/queue/status/?place_token=${encodeURIComponent(v.placeToken!)}`, headersOf(v)).catch(() => null)
      if (!res || res.status !== 200) {
        fail(`poll ${res?.status ?? 'network'} ${res?.text.slice(0, 80) ?? ''}`)
      } else {
        tally.polls.push(res.ms)
        const second = Math.floor((performance.now() - joinStart) / 1000)
        tally.pollsPerSecond.set(second, (tally.pollsPerSecond.get(second) ?? 0) + 1)
        const status = JSON.parse(res.text) as { status: string; admission_token?: string; place_token?: string }
        if (status.place_token) v.placeToken = status.place_token
        if (status.status === 'admitted') {
          v.done = true
          if (!tally.firstAdmittedAt) tally.firstAdmittedAt = performance.now()
          if (status.admission_token && !over) await buy(v, status.admission_token).catch(() => fail('buy network'))
          return
        }
      }
      // The page asks again a few seconds later (a little jitter, as real pages drift apart).
      setTimeout(() => void track(() => poll(v)), pollSeconds * 1000 * (0.9 + Math.random() * 0.2))
    }

    // Post-opening arrivals have sockets of their own: pre-queue joins still waiting for one must not stand
    // in front of them in this process (they would never arrive while the sale is on).
    const lateAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const join = async (v: Visitor): Promise<void> => {
      if (over) return
      const res = await send(v.late ? lateAgent : joinAgent, 'POST', `/api/v3/events/${sale.eventId}/queue/join/`, headersOf(v), '{}').catch(() => null)
      if (!res || (res.status !== 201 && res.status !== 200)) return fail(`join ${res?.status ?? 'network'} ${res?.text.slice(0, 80) ?? ''}`)
      tally.joins.push(res.ms)
      // The join rate is the pre-queue's: the post-opening arrivals come one at a time on purpose.
      if (!v.late) {
        tally.joinWindow.first = Math.min(tally.joinWindow.first, performance.now() - res.ms)
        tally.joinWindow.last = Math.max(tally.joinWindow.last, performance.now())
      }
      v.placeToken = (JSON.parse(res.text) as { place_token: string }).place_token
      v.entryId = entryOf(v.placeToken)
      if (v.late) tally.lateOrder.push(v.entryId)
      setTimeout(() => void track(() => poll(v)), pollSeconds * 1000 * Math.random())
    }

    // The trivial GET beside the visitors, all through the run.
    let trivialRunning = true
    const trivial: number[] = []
    let trivialErrors = 0
    const trivialAgent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    const trivialClient = async () => {
      while (trivialRunning && !over) {
        const res = await send(trivialAgent, 'GET', '/home/api/user/', {}).catch(() => null)
        if (!res || res.status !== 200) trivialErrors++
        else trivial.push(res.ms)
      }
    }
    const trivialClients = [trivialClient(), trivialClient()]

    // The active checkouts, from the database, every second: never above the limit.
    let maxActive = 0
    const sampling = setInterval(() => {
      void countWaitingRoom(sampler.db, sale.roomId, new Date()).then((c) => (maxActive = Math.max(maxActive, c.activeCheckouts)), () => undefined)
    }, 1_000)

    const cpuBefore = await readCpu()
    const runStarted = performance.now()
    for (let i = 0; i < visitors; i++) {
      const v = newVisitor(i, false)
      setTimeout(() => void track(() => join(v)), Math.max(0, joinStart + (i / visitors) * joinSpreadMs - performance.now()))
    }
    // Post-opening arrivals: one after another from a second after the on-sale, so their order is certain.
    const lateChain = (async () => {
      await new Promise((r) => setTimeout(r, Math.max(0, onSalePerf + 1_000 - performance.now())))
      for (let i = 0; i < lateVisitors && !over; i++) await track(() => join(newVisitor(visitors + i, true)))
    })()

    const deadline = onSalePerf + SALE_TIMEOUT_MS
    while (!over && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    if (!over) fail('not sold out before the timeout')
    over = true
    await lateChain
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 50))
    trivialRunning = false
    await Promise.all(trivialClients)
    clearInterval(sampling)
    const runSeconds = (performance.now() - runStarted) / 1000
    const cpuAfter = await readCpu()
    for (const agent of [joinAgent, lateAgent, pollAgent, buyAgent, trivialAgent]) agent.destroy()

    // Figures.
    const joinSeconds = (tally.joinWindow.last - tally.joinWindow.first) / 1000
    const pollSeconds_ = [...tally.pollsPerSecond.keys()].length
    const fullLine = [...tally.pollsPerSecond.entries()].filter(([s]) => s >= prequeueSeconds && s * 1000 + joinStart < (tally.lastPurchaseAt || Infinity)).map(([, n]) => n)
    console.log(formatLoadRow(`joins (${tally.joins.length})`, stats(tally.joins, joinSeconds, 0)).replace('req/s', 'joins/s'))
    console.log(formatLoadRow(`polls (${tally.polls.length})`, stats(tally.polls, pollSeconds_, 0)).replace('req/s', 'polls/s'))
    console.log(`    polls/s from the on-sale to the sell-out: mean ${(fullLine.reduce((a, b) => a + b, 0) / Math.max(1, fullLine.length)).toFixed(0)}, peak ${Math.max(0, ...tally.pollsPerSecond.values())} in one second`)
    console.log(formatLoadRow('trivial GET, beside (2 clients)', stats(trivial, runSeconds, trivialErrors)))
    console.log(formatLoadRow(`purchases (${tally.purchases})`, stats(tally.buys, Math.max(0.001, (tally.lastPurchaseAt - onSalePerf) / 1000), 0)).replace('req/s', 'buy/s'))

    const shuffleLine = fs.readFileSync(logPath, 'utf8').split('\n').find((line) => line.includes('waiting room shuffled'))
    const shuffleMs = shuffleLine ? Number(/"shuffleMs":(\d+)/.exec(shuffleLine)?.[1]) : NaN
    const [room] = await queryRows<{ shuffled_at: Date | string | null }>(sampler.db, sql`select shuffled_at from waiting_rooms where id = ${sale.roomId}`)
    const shuffledAt = room?.shuffled_at ? new Date(room.shuffled_at) : null
    console.log(`shuffle: ${Number.isFinite(shuffleMs) ? `${shuffleMs} ms` : 'not logged'} for the pre-queue, started ${shuffledAt ? `${shuffledAt.getTime() - onSaleAt.getTime()} ms` : '?'} after the on-sale instant`)
    console.log(`time to sell out: ${tally.lastPurchaseAt ? ((tally.lastPurchaseAt - onSalePerf) / 1000).toFixed(1) : '—'} s from the on-sale instant (first admission after ${tally.firstAdmittedAt ? ((tally.firstAdmittedAt - onSalePerf) / 1000).toFixed(1) : '—'} s); ${tally.soldOutAnswers} admitted visitors found it sold out`)
    console.log(`active checkouts: at most ${maxActive} seen (limit ${MAX_ACTIVE}) ${maxActive <= MAX_ACTIVE ? 'OK' : 'EXCEEDED'}`)
    const errorCount = [...tally.errors.values()].reduce((a, b) => a + b, 0)
    console.log(`errors: ${errorCount}${errorCount ? ` (${[...tally.errors].map(([k, n]) => `${n}× ${k}`).join('; ')})` : ''}`)

    // Fairness, from the database: admission order is the order places were let in (by admission time,
    // then place); places not reached before the sell-out follow in line order, the order the room admits.
    const entries = await queryRows<{ id: string; joined_at: Date | string; position: number | null; in_prequeue: boolean; admitted_at: Date | string | null; status: string }>(
      sampler.db,
      sql`select id, joined_at, position, in_prequeue, admitted_at, status from waiting_room_entries where room_id = ${sale.roomId}`,
    )
    const admissionOrder = entries
      .filter((e) => e.position !== null)
      .sort((a, b) => (a.admitted_at ? new Date(a.admitted_at).getTime() : Infinity) - (b.admitted_at ? new Date(b.admitted_at).getTime() : Infinity) || a.position! - b.position!)
      .map((e) => e.id)
    const prequeue = sortCanonically(entries.filter((e) => e.in_prequeue).map((e) => ({ id: e.id, joinedAt: new Date(e.joined_at).toISOString() }))).map((e) => e.id)
    const restrictTo = (order: string[], ids: Set<string>) => order.filter((id) => ids.has(id))
    const prequeueIds = new Set(prequeue)
    const admittedIds = new Set(entries.filter((e) => e.admitted_at !== null).map((e) => e.id))
    const admittedPrequeue = prequeue.filter((id) => admittedIds.has(id))
    const lateIds = new Set(tally.lateOrder)
    console.log(
      `fairness: pre-queue join order vs admission order ${rankCorrelation(prequeue, restrictTo(admissionOrder, prequeueIds)).toFixed(4)} (${prequeue.length} places; over the ${admittedPrequeue.length} admitted alone ${rankCorrelation(admittedPrequeue, restrictTo(admissionOrder, new Set(admittedPrequeue))).toFixed(4)}); post-opening arrival order vs admission order ${rankCorrelation(tally.lateOrder, restrictTo(admissionOrder, lateIds)).toFixed(4)} (${tally.lateOrder.length} places)`,
    )
    const highestAdmitted = entries.reduce((max, e) => (e.admitted_at !== null ? Math.max(max, e.position!) : max), 0)
    // Places given up (their page stopped asking for a minute) are passed over, as the rules say.
    const lowestWaiting = entries.reduce((min, e) => (e.status === 'waiting' && e.position !== null ? Math.min(min, e.position) : min), Infinity)
    const givenUp = entries.filter((e) => e.status === 'abandoned').length
    console.log(`admission follows the line: ${highestAdmitted < lowestWaiting ? 'OK' : 'FAILED'} (${admittedIds.size} admitted, highest place admitted ${highestAdmitted}, lowest still waiting ${lowestWaiting}; ${givenUp} given up)`)
    console.log(formatCpu(cpuBefore, cpuAfter, runSeconds))
    console.log(`load average after the run: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
    console.log(`oversold check ${await checkNotOversold(handle, sale)}`)
    // Timed alone: with the server stopped, nothing else runs on the machine.
    await stopBenchServer(child)
    console.log(await timeFullShuffle(handle))
  } finally {
    await stopBenchServer(child)
    await sampler.close()
    await handle.close()
    fs.closeSync(logFile)
    await dropBenchDatabase(serverUrl, database.name)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The shuffle at the full size (issue 42: ≤ 1 s for 100,000 entries), whatever number of joins the run got
 * through in its minute: `visitors` pre-queue places of a room of their own are written straight into the
 * database, then the server's own shuffle (shuffleWaitingRoom with computeFairOrder, as the admission round
 * calls it) runs and is timed alone, reading, ordering and writing the positions included.
 */
async function timeFullShuffle(handle: DbHandle): Promise<string> {
  // An on-sale an hour away, shuffled as of that instant: no admission round anywhere would take it first.
  const onSaleAt = new Date(Date.now() + 3_600_000)
  const [org] = await handle.db.insert(organizers).values({ name: 'Shuffle Bench Organizer', slug: 'shuffle-bench-organizer' }).returning({ id: organizers.id })
  const start = new Date(Date.now() + 30 * 86_400_000)
  const [event] = await handle.db
    .insert(events)
    .values({ name: 'Shuffle at full size', nameSlug: 'shuffle-at-full-size', startAt: start, endAt: new Date(start.getTime() + 3_600_000), timeZone: 'UTC', organizerId: org!.id, categoryId: 103, formatId: 6, isOnline: true })
    .returning({ id: events.id })
  const seed = randomBytes(32).toString('hex')
  const room = await replaceWaitingRoom(handle.db, {
    id: newQueueId('room'),
    eventId: event!.id,
    ticketClassId: null,
    prequeueOpensAt: new Date(onSaleAt.getTime() - 3_600_000),
    onSaleAt,
    maxActiveCheckouts: MAX_ACTIVE,
    admissionMinutes: 5,
    seed,
    commitment: computeSeedCommitment(seed),
    createdAt: onSaleAt,
    updatedAt: onSaleAt,
  })
  // Places as joins write them: random ids, one session and address each, join times over the last minute.
  await handle.db.execute(sql`insert into waiting_room_entries (id, room_id, session_hash, address, joined_at, in_prequeue, position, last_seen_at)
    select 'place_' || md5(random()::text || g), ${room.id}, md5('session' || g), '10.' || (g >> 16) || '.' || ((g >> 8) & 255) || '.' || (g & 255),
      ${onSaleAt.toISOString()}::timestamptz - (random() * interval '60 seconds'), true, null, ${onSaleAt.toISOString()}::timestamptz
    from generate_series(1, ${visitors}::int) g`)
  await handle.db.execute(sql`analyze waiting_room_entries`)
  let orderingMs = 0
  const started = performance.now()
  const shuffled = await shuffleWaitingRoom(handle.db, room.id, onSaleAt, (s, entries) => {
    const t = performance.now()
    const order = computeFairOrder(s, entries.map((e) => ({ id: e.id, joinedAt: e.joinedAt.toISOString() })))
    orderingMs = performance.now() - t
    return order
  })
  const totalMs = performance.now() - started
  const [placed] = await queryRows<{ n: number }>(handle.db, sql`select count(position)::int as n from waiting_room_entries where room_id = ${room.id}`)
  return `shuffle at full size: ${visitors.toLocaleString('en-US')} pre-queue places in ${totalMs.toFixed(0)} ms (ordering ${orderingMs.toFixed(0)} ms; reading and writing the rest), ${shuffled && placed?.n === visitors ? 'every place given its position' : `FAILED (${placed?.n ?? 0} placed)`}`
}

await main()
