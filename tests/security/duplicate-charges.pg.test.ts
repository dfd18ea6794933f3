// Issue 39 finding 6: ten simultaneous `complete` calls on one order issued the tickets once but charged
// the card eight to ten times, refunded the extra charges and answered the losers 410 "hold expired…
// refunded" for a paid order. Checkout now claims the order for one payment attempt before the provider is
// called (decision 047), and the other callers wait for that attempt and answer its result. Real PostgreSQL
// (TEST_DATABASE_URL), since the race is the point; PGlite has one connection.
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import * as schema from '@/db/schema'
import { isAppError } from '@/core/shared/app-error'
import { completeOrder } from '@/core/ticketing/complete-order'
import { handlePaymentCallback } from '@/core/ticketing/handle-payment-callback'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { usePgTestPool } from '../helpers/pg-test-pool'
import { TEST_DATABASE_URL } from '../helpers/test-db'
import { createTestTicketing, guestWithLink, type TestTicketing } from '../helpers/ticketing-deps'

describe.skipIf(!TEST_DATABASE_URL)('One charge per order attempt on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const { db, handle } = usePgTestPool()
  const read = () => handle().db

  const buyer = { name: 'Double Clicker', email: 'double@example.com' }

  async function heldOrder(t: TestTicketing, quantity: number) {
    const event = await insertEvent(read())
    const cls = await insertTicketClass(read(), { eventId: event.id, capacity: 50, priceMinor: 2000, maxPerOrder: 10 })
    const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity }], userId: null, idempotency: null })
    return { order, cls }
  }

  /** Each caller's answer: the order's status (a 200) or the refusal's code. */
  async function completeTenTimesAtOnce(t: TestTicketing, orderId: number, token: string, card: string): Promise<string[]> {
    return Promise.all(
      Array.from({ length: 10 }, () =>
        completeOrder(t.deps, { orderId, actor: guestWithLink(token), buyer, payment: { token: card } }).then(
          (done) => done.order.status,
          (error: unknown) => (isAppError(error) ? error.code : `crash: ${String(error)}`),
        ),
      ),
    )
  }

  test('Ten simultaneous completes of one order charge the card once, and every caller is answered the paid order', async () => {
    for (let round = 0; round < 3; round++) {
      const t = createTestTicketing(db())
      const { order, cls } = await heldOrder(t, 2)
      const orderId = Number(order.id)
      const answers = await completeTenTimesAtOnce(t, orderId, order.access_token, 'tok_visa')
      expect(answers, `round ${round}`).toEqual(Array.from({ length: 10 }, () => 'paid'))
      expect(t.charges, `round ${round}`).toHaveLength(1)
      // The provider's confirmation of the one charge changes nothing and gives nothing back.
      await t.waitForCallbacks(1)
      for (const callback of t.callbacks) await handlePaymentCallback(t.deps, callback)
      expect(t.refunds, `round ${round}`).toEqual([])
      const rows = await read().select().from(schema.payments).where(eq(schema.payments.orderId, orderId))
      expect(rows.map((p) => p.status), `round ${round}`).toEqual(['succeeded'])
      const issued = await read().select().from(schema.tickets).where(eq(schema.tickets.orderId, orderId))
      expect(issued, `round ${round}`).toHaveLength(2)
      const [row] = await read().select().from(schema.ticketClasses).where(eq(schema.ticketClasses.id, cls.id))
      expect(row?.sold, `round ${round}`).toBe(2)
    }
  }, 120_000)

  test('Ten simultaneous completes with a card that needs 3-D Secure send every caller to a bank step, and start no step that nobody was sent to', async () => {
    const t = createTestTicketing(db())
    const { order } = await heldOrder(t, 1)
    const orderId = Number(order.id)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => completeOrder(t.deps, { orderId, actor: guestWithLink(order.access_token), buyer, payment: { token: 'tok_threeDSecure2Required' } })),
    )
    const urls = new Set(results.map((r) => r.next_action?.url))
    // Callers that come after the step has begun may start their own; none may be left without a step to do.
    expect(urls.has(undefined)).toBe(false)
    expect(t.charges.length).toBe(urls.size)
    expect(results.every((r) => r.order.status === 'reserved')).toBe(true)
  }, 60_000)

  test('Ten simultaneous completes with a declined card are each answered CARD_DECLINED, and the hold stays for another card', async () => {
    const t = createTestTicketing(db())
    const { order } = await heldOrder(t, 1)
    const orderId = Number(order.id)
    const answers = await completeTenTimesAtOnce(t, orderId, order.access_token, 'tok_chargeDeclined')
    expect(answers).toEqual(Array.from({ length: 10 }, () => 'CARD_DECLINED'))
    const paid = await completeOrder(t.deps, { orderId, actor: guestWithLink(order.access_token), buyer, payment: { token: 'tok_visa' } })
    expect(paid.order.status).toBe('paid')
    const settled = await read().select().from(schema.payments).where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'succeeded')))
    expect(settled).toHaveLength(1)
  }, 60_000)
})
