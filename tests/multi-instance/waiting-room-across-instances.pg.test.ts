// Issue 42's "several instances, one truth" (decision 071): two instances of the built app on one fresh
// PostgreSQL database behind a real HAProxy (round robin, no stickiness), each running its own admission
// loop. Browsers join and poll through the balancer, so both instances answer them; a place keeps its
// position whichever instance answers; the pre-queue is shuffled once; admission across both instances
// never lets the active checkouts (sampled from the database throughout) exceed the room's limit; the
// admitted browsers hold and pay through the balancer, and nothing is oversold. Needs TEST_DATABASE_URL and
// the haproxy binary; builds the app first when the build is missing or stale.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { systemClock } from '@/core/shared/core-deps'
import { verifyFairOrder } from '@/core/waiting-room/fair-shuffle'
import { configureWaitingRoom } from '@/core/waiting-room/configure-waiting-room'
import { countWaitingRoom } from '@/core/waiting-room/waiting-rooms-repository'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { ticketClasses } from '@/db/schema'
import { ensureBuilt } from '../../scripts/lib/ensure-built'
import { STAND_IN_LIMITS } from '../../scripts/lib/stand-in-limits'
import { insertEvent } from '../factories/insert-event'
import { insertOrganizer } from '../factories/insert-organizer'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertUser } from '../factories/insert-user'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'
import { startAppInstance, stopAppInstances, untilAnswering, writeHaproxyConfig, type AppInstance } from './app-instances'

// Within the operations port block (3700-3799), clear of the other multi-instance tests (3710-3713,
// 3730, 3736-3739) and the Playwright servers.
const BALANCER_PORT = Number(process.env.WAITING_ROOM_TEST_PORT ?? 3740)
const PORT_A = BALANCER_PORT + 1
const PORT_B = BALANCER_PORT + 2
const BALANCER = `http://127.0.0.1:${BALANCER_PORT}`
const HAPROXY = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim()
const SKIP_REASON = !TEST_DATABASE_URL
  ? 'skipped: TEST_DATABASE_URL is not set'
  : !HAPROXY
    ? 'skipped: haproxy is not installed (apt-get install -y haproxy)'
    : ''
// Both instances sign and check place and admission tokens with the same secret, as a deployment sets it.
const SERVER_SECRET = 'two instances share this ticketing secret (32+ chars)'
const VISITORS = 8
const TICKETS = 6
const MAX_ACTIVE = 2

let database: DbHandle
let dataDir: string
let configDir: string
let instances: AppInstance[] = []
let haproxy: ChildProcess | undefined

type Browser = { name: string; csrf: string; placeToken?: string; position?: number; bought?: 'paid' | 'sold out' }
type Answer = { status: number; by: string; body: Record<string, unknown> }

async function ask(browser: Browser, base: string, method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { Origin: BALANCER, 'X-CSRFToken': browser.csrf, Cookie: `csrftoken=${browser.csrf}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, by: res.headers.get('x-served-by') ?? '', body: (await res.json()) as Record<string, unknown> }
}

describe.skipIf(SKIP_REASON !== '')(`A waiting room served by two instances behind HAProxy ${SKIP_REASON}`, () => {
  beforeAll(async () => {
    ensureBuilt()
    database = await createPgTestDb()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-queue-'))
    configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-queue-haproxy-'))
    // Every browser reaches the instances from the balancer's one address: the cap on places per address
    // is raised for this test, as are the hold limits per address (STAND_IN_LIMITS).
    // The site's public origin is the balancer's, which browsers' writes name as their Origin.
    const settings = { SITE_URL: BALANCER, TICKETING_SECRET: SERVER_SECRET, QUEUE_PLACES_PER_ADDRESS: '100', LOG_FORMAT: 'json', TEST_CLOCK: '0', ...STAND_IN_LIMITS }
    instances = [startAppInstance(PORT_A, database.databaseUrl!, dataDir, settings), startAppInstance(PORT_B, database.databaseUrl!, dataDir, settings)]
    await Promise.all(instances.map(untilAnswering))
    haproxy = spawn(HAPROXY, ['-db', '-f', writeHaproxyConfig(configDir, BALANCER_PORT, [PORT_A, PORT_B])], { stdio: ['ignore', 'pipe', 'pipe'] })
    const seen = new Set<string>()
    const started = Date.now()
    while (!(seen.has('a') && seen.has('b')) && Date.now() - started < 30_000) {
      const res = await fetch(`${BALANCER}/healthz`).catch(() => null)
      if (res) seen.add(res.headers.get('x-served-by') ?? '')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }, 900_000)

  afterAll(async () => {
    haproxy?.kill('SIGTERM')
    await stopAppInstances(instances)
    await database?.close()
    for (const dir of [dataDir, configDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  test('Browsers join and poll through either instance, are shuffled once, admitted within the limit and buy without overselling', async () => {
    // The on-sale a few seconds from now, whenever the test runs.
    const onSaleAt = new Date(Date.now() + 6_000)
    const owner = await insertUser(database.db)
    const organizer = await insertOrganizer(database.db, { ownerUserId: owner.id })
    const event = await insertEvent(database.db, { organizerId: organizer.id, status: 'live' })
    const cls = await insertTicketClass(database.db, { eventId: event.id, name: 'Presale', priceMinor: 2500, capacity: TICKETS, salesStart: onSaleAt })
    // Turned on as the organizer's PUT does.
    const room = (await configureWaitingRoom(
      { db: database.db, clock: systemClock },
      { eventId: event.id, manager: { userId: owner.id, isStaff: false }, settings: { enabled: true, prequeueOpensAt: new Date(Date.now() - 60_000), maxActiveCheckouts: MAX_ACTIVE, admissionMinutes: 5, ticketClassId: cls.id } },
    ))!

    // The active checkouts, from the database, every 100 ms from before the first join to the end.
    let maxActive = 0
    let samples = 0
    const sampling = setInterval(() => {
      void countWaitingRoom(database.db, room.id, new Date()).then((c) => {
        samples++
        maxActive = Math.max(maxActive, c.activeCheckouts)
      }, () => undefined)
    }, 100)

    const browsers: Browser[] = Array.from({ length: VISITORS }, (_, i) => ({ name: `browser-${i}`, csrf: randomBytes(16).toString('base64url') }))
    const joinedBy = new Set<string>()
    for (const browser of browsers) {
      const joined = await ask(browser, BALANCER, 'POST', `/api/v3/events/${event.id}/queue/join/`, {})
      expect(joined.status, JSON.stringify(joined.body)).toBe(201)
      expect(joined.body.status).toBe('prequeue')
      browser.placeToken = String(joined.body.place_token)
      joinedBy.add(joined.by)
    }
    expect([...joinedBy].sort()).toEqual(['a', 'b'])

    // Each page asks every 300 ms through the balancer; an admitted one holds and pays at once.
    const polledBy = new Set<string>()
    const statusPath = (b: Browser) => `/api/v3/events/${event.id}/queue/status/?place_token=${encodeURIComponent(b.placeToken!)}`
    const errors: string[] = []
    const page = async (browser: Browser) => {
      while (!browser.bought) {
        const polled = await ask(browser, BALANCER, 'GET', statusPath(browser))
        polledBy.add(polled.by)
        if (polled.status !== 200) {
          errors.push(`${browser.name} poll ${polled.status} ${JSON.stringify(polled.body)}`)
          return
        }
        if (typeof polled.body.place_token === 'string') browser.placeToken = polled.body.place_token
        if (typeof polled.body.position === 'number') {
          // A place never moves, whichever instance answers.
          if (browser.position !== undefined && browser.position !== polled.body.position) errors.push(`${browser.name} moved from ${browser.position} to ${polled.body.position} (instance ${polled.by})`)
          browser.position = polled.body.position
        }
        if (polled.body.status === 'admitted' && typeof polled.body.admission_token === 'string') {
          const held = await ask(browser, BALANCER, 'POST', '/api/v3/orders/', { event_id: event.id, tickets: [{ ticket_class_id: cls.id, quantity: 1 }], admission_token: polled.body.admission_token })
          if (held.status === 409 && held.body.error === 'SOLD_OUT') {
            browser.bought = 'sold out'
            return
          }
          if (held.status !== 201) {
            errors.push(`${browser.name} hold ${held.status} ${JSON.stringify(held.body)}`)
            return
          }
          const order = held.body.order as { id: string; access_token: string }
          const paid = await ask(browser, BALANCER, 'POST', `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Queue Buyer', email: `${browser.name}@example.com` }, payment: { token: 'tok_visa' } })
          if (paid.status !== 200) errors.push(`${browser.name} complete ${paid.status} ${JSON.stringify(paid.body)}`)
          browser.bought = 'paid'
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
    }
    await Promise.all(browsers.map(page))
    clearInterval(sampling)
    expect(errors).toEqual([])
    expect([...polledBy].sort()).toEqual(['a', 'b'])

    // The same place, asked of each instance directly, is at the same position.
    for (const browser of browsers.slice(0, 3)) {
      const [a, b] = await Promise.all(instances.map((instance) => ask(browser, instance.base, 'GET', statusPath(browser))))
      expect(a!.body.position).toBe(browser.position)
      expect(b!.body.position).toBe(browser.position)
    }

    // Shuffled once: one instance logged it, and the order is the one anyone can recompute.
    const shuffles = instances.map((instance) => instance.output.join('').split('\n').filter((line) => line.includes('waiting room shuffled')).length)
    expect(shuffles.reduce((a, b) => a + b, 0)).toBe(1)
    const fairness = (await (await fetch(`${BALANCER}/api/v3/events/${event.id}/queue/fairness/`)).json()) as { commitment: string; seed: string; entries: { id: string; joined_at: string }[]; order: string[] }
    expect(fairness.order).toHaveLength(VISITORS)
    expect(verifyFairOrder({ commitment: fairness.commitment, seed: fairness.seed, entries: fairness.entries.map((e) => ({ id: e.id, joinedAt: e.joined_at })), order: fairness.order })).toEqual({ ok: true })
    expect(new Set(browsers.map((b) => b.position))).toEqual(new Set(Array.from({ length: VISITORS }, (_, i) => i + 1)))

    // Never more checkouts at once than the limit, across both instances.
    expect(samples).toBeGreaterThan(20)
    expect(maxActive).toBeLessThanOrEqual(MAX_ACTIVE)
    expect(maxActive).toBeGreaterThan(0)
    // Everyone was admitted in the end; the first TICKETS bought one each and the rest found it sold out.
    expect(browsers.filter((b) => b.bought === 'paid')).toHaveLength(TICKETS)
    expect(browsers.filter((b) => b.bought === 'sold out')).toHaveLength(VISITORS - TICKETS)
    const [sold] = await database.db.select({ sold: ticketClasses.sold, capacity: ticketClasses.capacity }).from(ticketClasses).where(eq(ticketClasses.id, cls.id))
    expect(sold).toEqual({ sold: TICKETS, capacity: TICKETS })
    const [paidSeats] = await queryRows<{ n: number }>(database.db, sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id where l.ticket_class_id = ${cls.id} and o.status = 'paid'`)
    expect(paidSeats!.n).toBe(TICKETS)
  }, 120_000)
})
