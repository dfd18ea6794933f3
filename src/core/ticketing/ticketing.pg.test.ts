// Concurrency proofs on real PostgreSQL (issue 19 acceptance): many buyers at once never oversell, one
// Idempotency-Key makes one order, a 5-use code is applied at most 5 times, and callbacks delivered
// repeatedly and out of order issue one set of tickets. Runs with TEST_DATABASE_URL; skipped without it.
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { orders, outboxEmails, payments, ticketClasses, tickets } from '@/db/schema'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { isAppError } from '@/core/shared/app-error'
import { signPaymentCallback } from './payment-callback'
import { insertDiscount } from '../../../tests/factories/insert-discount'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { usePgTestPool } from '../../../tests/helpers/pg-test-pool'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { completeOrder } from './complete-order'
import { handlePaymentCallback } from './handle-payment-callback'
import { joinConfirmedWaitlist } from '../../../tests/helpers/waitlist'
import { reserveTickets } from './reserve-tickets'
import { sweepWaitlistOffers } from './sweep-waitlist-offers'
import { isTicketCodeValid } from './ticket-code'
import { replayLine, testSeed } from '../../../scripts/lib/test-seed'

// Issue 19 asked for 20 runs; a run is about 5 s on a quiet 2-core machine. `npm test` runs 3, each with a
// capacity and a crowd drawn from the run's seed (issue 35: every run tries other sizes, and a failure
// prints the seed that replays them); `npm run test:deep` runs 20. TICKETING_RACE_RUNS sets any count.
const RUNS = Number(process.env.TICKETING_RACE_RUNS ?? 3)
const RACE_SEED = testSeed('RACE_SEED')
const RACES = fc.sample(fc.record({ capacity: fc.integer({ min: 40, max: 160 }), buyers: fc.integer({ min: 700, max: 1000 }) }), { numRuns: RUNS, seed: RACE_SEED })
const REPLAY = replayLine({ RACE_SEED, TICKETING_RACE_RUNS: RUNS }, 'npx vitest run src/core/ticketing/ticketing.pg.test.ts')

describe.skipIf(!TEST_DATABASE_URL)('Ticketing under concurrency on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  // The callers share one pool of 16 connections, as a server would (usePgTestPool).
  const { db, handle } = usePgTestPool()

  const buyer = { name: 'Racer', email: 'racer@example.com' }

  test(`Up to 1,000 concurrent buyers for 40 to 160 tickets, ${RUNS} runs: exactly the capacity sold every run, every refusal a 4xx`, async () => {
    for (const [run, { capacity, buyers }] of RACES.entries()) {
      const why = `run ${run} (${buyers} buyers, ${capacity} tickets). ${REPLAY}`
      const t = createTestTicketing(db())
      const event = await insertEvent(handle().db)
      const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity, priceMinor: 1500 })
      const outcomes = await Promise.all(
        Array.from({ length: buyers }, async () => {
          try {
            const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
            const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer, payment: { token: 'tok_visa' } })
            return done.order.status
          } catch (error) {
            if (isAppError(error)) return error.code
            throw error
          }
        }),
      )
      const paid = outcomes.filter((o) => o === 'paid').length
      expect(paid, why).toBe(capacity)
      expect(new Set(outcomes.filter((o) => o !== 'paid')), why).toEqual(new Set(['SOLD_OUT']))
      const [row] = await handle().db.select().from(ticketClasses).where(eq(ticketClasses.id, cls.id))
      expect(row?.sold, why).toBe(capacity)
      const [issued] = await handle().db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.ticketClassId, cls.id))
      expect(issued?.n, why).toBe(capacity)
    }
  }, 3_600_000)

  test('50 concurrent requests with one Idempotency-Key make one order', async () => {
    const t = createTestTicketing(db())
    const event = await insertEvent(handle().db)
    const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 100 })
    const input = { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: { scope: 'anon:race', key: 'same-key' } }
    const results = await Promise.all(Array.from({ length: 50 }, () => reserveTickets(t.deps, input)))
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1)
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(await handle().db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1)
  }, 60_000)

  test('100 concurrent uses of a 5-use promo code: at most 5 applied, the rest refused as used up', async () => {
    const t = createTestTicketing(db())
    const event = await insertEvent(handle().db)
    const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 1000, priceMinor: 1000 })
    await insertDiscount(handle().db, { eventId: event.id, kind: 'coded', code: 'FIVE', percentOff: 50, quantityAvailable: 5 })
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], discountCode: 'FIVE', userId: null, idempotency: null }).then(
          (r) => (r.order.discount.value > 0 ? 'applied' : 'none'),
          (error: unknown) => (isAppError(error) ? error.code : 'crash'),
        ),
      ),
    )
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(5)
    expect(outcomes.filter((o) => o !== 'applied').every((o) => o === 'DISCOUNT_NOT_APPLICABLE')).toBe(true)
  }, 60_000)

  test('The payment callback delivered three times at once and out of order issues one set of tickets', async () => {
    const t = createTestTicketing(db())
    const event = await insertEvent(handle().db)
    const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 10, priceMinor: 2000 })
    const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 3 }], userId: null, idempotency: null })
    const pending = await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer, payment: { token: 'tok_threeDSecureRequired' } })
    const reference = /pi_test_[0-9a-f]+/.exec(pending.next_action!.url)![0]
    const now = t.deps.clock.now()
    const event_ = (id: string, type: string) => JSON.stringify({ id, type, data: { reference, order_id: Number(order.id), amount: order.total.value, currency: 'USD' } })
    const signed = (body: string) => ({ body, signature: signPaymentCallback(t.deps.callbackSecret, body, now) })
    const success = signed(event_('evt_success', 'payment.succeeded'))
    // A provider retry of the same event, a second success event for the same payment, and a stale failure.
    const deliveries = [signed(event_('evt_failed_stale', 'payment.failed')), success, success, signed(event_('evt_success_again', 'payment.succeeded')), success]
    await Promise.all(deliveries.map((d) => handlePaymentCallback(t.deps, d)))
    const issued = await handle().db.select().from(tickets).where(eq(tickets.orderId, Number(order.id)))
    expect(issued).toHaveLength(3)
    // All present and real: valid, each with its own well-formed code, and the buyer was emailed once.
    expect(issued.every((ticket) => ticket.status === 'valid' && isTicketCodeValid(ticket.code))).toBe(true)
    expect(new Set(issued.map((ticket) => ticket.code)).size).toBe(3)
    const [row] = await handle().db.select().from(ticketClasses).where(eq(ticketClasses.id, cls.id))
    expect(row?.sold).toBe(3)
    const [stored] = await handle().db.select().from(orders).where(eq(orders.id, Number(order.id)))
    expect(stored?.status).toBe('paid')
    const settled = await handle().db.select().from(payments).where(and(eq(payments.orderId, Number(order.id)), eq(payments.status, 'succeeded')))
    expect(settled.map((p) => p.providerReference)).toEqual([reference])
    const confirmations = (await findOutboxEmails(handle().db, { to: buyer.email, kind: 'order-confirmation' })).filter((m) => m.text.includes(`Your order #${order.id} for`))
    expect(confirmations).toHaveLength(1)
  }, 60_000)

  test('Eight instances sweeping the wait-list at once offer an expired hold\'s seats once', async () => {
    const t = createTestTicketing(db())
    const event = await insertEvent(handle().db, {})
    const cls = await insertTicketClass(handle().db, { eventId: event.id, capacity: 2, priceMinor: 2500, kind: 'paid', maxPerOrder: 10 })
    await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
    await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'swept@example.com', quantity: 1 })
    await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'swept-too@example.com', quantity: 1 })
    t.advance(10 * 60_000 + 1)
    await Promise.all(Array.from({ length: 8 }, () => sweepWaitlistOffers(t.deps)))
    const offers = await handle().db.select({ to: outboxEmails.toAddress }).from(outboxEmails).where(eq(outboxEmails.kind, 'waitlist-offer'))
    expect(offers.filter((o) => o.to.startsWith('swept')).map((o) => o.to).sort()).toEqual(['swept-too@example.com', 'swept@example.com'])
    const held = await handle().db.select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.waitlistEntryId} is not null and ${orders.eventId} = ${event.id}`)
    expect(Number(held[0]?.n)).toBe(2)
  })
})
