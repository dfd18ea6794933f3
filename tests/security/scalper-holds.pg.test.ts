// Issue 39 finding 1: one browser held every ticket of any event by looping POST /api/v3/orders/. The hold
// limits (decision 049) are checked in the hold's own statement or under its locks, so a session racing
// itself cannot pass them; the default limits are the ones under test. Real PostgreSQL (TEST_DATABASE_URL),
// since the race is the point; PGlite has one connection.
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import * as schema from '@/db/schema'
import { isAppError } from '@/core/shared/app-error'
import { renderMetrics } from '@/core/shared/metrics'
import { completeOrder } from '@/core/ticketing/complete-order'
import { DEFAULT_HOLD_LIMITS } from '@/core/ticketing/hold-limits'
import { computeOrderAccessToken } from '@/core/ticketing/order-access'
import { reserveTickets, type ReserveTicketsInput } from '@/core/ticketing/reserve-tickets'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { insertDiscount } from '../factories/insert-discount'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertUser } from '../factories/insert-user'
import { TEST_DATABASE_URL } from '../helpers/test-db'
import { usePgTestPool } from '../helpers/pg-test-pool'
import { createTestTicketing, type TestTicketing } from '../helpers/ticketing-deps'

describe.skipIf(!TEST_DATABASE_URL)('Hold limits on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  // The callers share one pool of 16 connections, as a server would (usePgTestPool).
  const { db, handle } = usePgTestPool()

  let sessions = 0
  /** A browser of its own (a fresh session key) at `address`, signed in as `userId` or not. */
  function browser(address = `198.51.100.${++sessions}`, userId: number | null = null) {
    const session = `session-${++sessions}-${Math.random().toString(36).slice(2)}`
    return { userId, client: { session, address } }
  }

  function limited(): TestTicketing & { deps: TicketingDeps } {
    const t = createTestTicketing(db())
    return { ...t, deps: { ...t.deps, holdLimits: DEFAULT_HOLD_LIMITS } }
  }

  async function hold(deps: TicketingDeps, who: ReturnType<typeof browser>, eventId: number, classId: number, quantity: number): Promise<string> {
    const input: ReserveTicketsInput = { eventId, lines: [{ ticketClassId: classId, quantity }], userId: who.userId, idempotency: null, client: who.client }
    try {
      const { order } = await reserveTickets(deps, input)
      return order.id
    } catch (error) {
      if (isAppError(error)) return error.code
      throw error
    }
  }

  async function heldSeats(eventId: number): Promise<number> {
    const [row] = await handle().db
      .select({ seats: sql<number>`coalesce(sum(${schema.orderLines.quantity}), 0)::int` })
      .from(schema.orders)
      .innerJoin(schema.orderLines, eq(schema.orderLines.orderId, schema.orders.id))
      .where(and(eq(schema.orders.eventId, eventId), eq(schema.orders.status, 'reserved')))
    return Number(row?.seats ?? 0)
  }

  test('Forty holds racing from one browser leave it holding exactly 10 tickets of the event, on the one-statement path and on the locking path (an event with a promo code); the rest are refused with TOO_MANY_HOLDS', async () => {
    const t = limited()
    for (const withDiscount of [false, true]) {
      const event = await insertEvent(handle().db)
      const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 500, priceMinor: 1500, maxPerOrder: 10 })
      if (withDiscount) await insertDiscount(handle().db, { eventId: event.id })
      const bot = browser()
      const outcomes = await Promise.all(Array.from({ length: 40 }, () => hold(t.deps, bot, event.id, cls.id, 1)))
      expect(outcomes.filter((o) => o === 'TOO_MANY_HOLDS'), `discount: ${withDiscount}`).toHaveLength(30)
      expect(outcomes.filter((o) => /^\d+$/.test(o))).toHaveLength(10)
      expect(await heldSeats(event.id)).toBe(10)
    }
    // Every refusal is counted by rule on /metrics.
    expect(await renderMetrics()).toMatch(/tessera_abuse_refusals_total\{rule="hold_session"\} [1-9]/)
  })

  test('A family of four buys without meeting a limit, and one browser cannot pass 30 tickets across events', async () => {
    const t = limited()
    const family = browser()
    const first = await insertEvent(handle().db)
    const cls = await insertTicketClass(handle().db, { eventId: first.id, capacity: 100, priceMinor: 1500, maxPerOrder: 10 })
    expect(await hold(t.deps, family, first.id, cls.id, 4)).toMatch(/^\d+$/)

    const bot = browser()
    const outcomes: string[] = []
    for (let i = 0; i < 4; i++) {
      const event = await insertEvent(handle().db)
      const c = await insertTicketClass(handle().db, { eventId: event.id, capacity: 100, priceMinor: 1500, maxPerOrder: 10 })
      outcomes.push(await hold(t.deps, bot, event.id, c.id, 10))
    }
    expect(outcomes.slice(0, 3).every((o) => /^\d+$/.test(o))).toBe(true)
    expect(outcomes[3]).toBe('TOO_MANY_HOLDS')
  })

  test('Fresh browsers from one address stop at 40 tickets of an event; an account is limited across its browsers', async () => {
    const t = limited()
    const event = await insertEvent(handle().db)
    const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 500, priceMinor: 1500, maxPerOrder: 10 })
    const address = '203.0.113.77'
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => hold(t.deps, browser(address), event.id, cls.id, 10)))
    expect(outcomes.filter((o) => /^\d+$/.test(o))).toHaveLength(4)
    expect(outcomes.filter((o) => o === 'TOO_MANY_HOLDS')).toHaveLength(2)

    const user = await insertUser(handle().db)
    const other = await insertEvent(handle().db)
    const otherClass = await insertTicketClass(handle().db, { eventId: other.id, capacity: 500, priceMinor: 1500, maxPerOrder: 10 })
    expect(await hold(t.deps, browser(undefined, user.id), other.id, otherClass.id, 6)).toMatch(/^\d+$/)
    expect(await hold(t.deps, browser(undefined, user.id), other.id, otherClass.id, 6)).toBe('TOO_MANY_HOLDS')
  })

  test('Paid tickets stop counting as held, lapsed holds stop counting, and a browser that keeps letting holds lapse gets a smaller limit', async () => {
    const t = limited()
    const event = await insertEvent(handle().db)
    const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 500, priceMinor: 1500, maxPerOrder: 10 })
    const buyer = browser()
    const paidId = await hold(t.deps, buyer, event.id, cls.id, 10)
    const order = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null, client: buyer.client }).catch((e: unknown) => e)
    expect(order).toMatchObject({ code: 'TOO_MANY_HOLDS' })
    const [row] = await handle().db.select().from(schema.orders).where(eq(schema.orders.id, Number(paidId)))
    await completeOrder(t.deps, { orderId: row!.id, actor: { userId: null, email: null, isStaff: false, token: computeOrderAccessToken(t.deps.secret, { id: row!.id, linkVersion: 0 }) }, buyer: { name: 'Paying Fan', email: 'fan@example.com' }, payment: { token: 'tok_visa' } })
    expect(await hold(t.deps, buyer, event.id, cls.id, 10)).toMatch(/^\d+$/)

    // The bot's loop: take ten, let them lapse, take ten again. Three lapses are free; then the limit halves.
    const bot = browser()
    const rounds: string[] = []
    for (let round = 0; round < 6; round++) {
      rounds.push(await hold(t.deps, bot, event.id, cls.id, 10))
      t.advance(11 * 60_000)
    }
    expect(rounds.slice(0, 4).every((o) => /^\d+$/.test(o))).toBe(true)
    expect(rounds.slice(4)).toEqual(['TOO_MANY_HOLDS', 'TOO_MANY_HOLDS'])
    // Halved after the fourth lapse: five tickets still go, a sixth does not.
    expect(await hold(t.deps, bot, event.id, cls.id, 5)).toMatch(/^\d+$/)
    expect(await hold(t.deps, bot, event.id, cls.id, 1)).toBe('TOO_MANY_HOLDS')
  })
})
