// Issue 39 finding 5: a one-use promo code used twice. Buyer A holds with the code and pays with a card
// that needs 3-D Secure; the hold lapses; buyer B uses the code and pays; A then confirms at the bank and
// was paid too, with the discount (2 used of 1). A late payment now re-checks the code's uses under the
// same locks as the seats, and one that finds the code gone is refunded, the buyer told (decision 047).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { discounts, discountUses, payments, tickets } from '@/db/schema'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { completeOrder } from '@/core/ticketing/complete-order'
import { getOrder } from '@/core/ticketing/get-order'
import { handlePaymentCallback } from '@/core/ticketing/handle-payment-callback'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { insertDiscount } from '../factories/insert-discount'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { createTestDb } from '../helpers/test-db'
import { createTestTicketing, guestWithLink, type TestTicketing } from '../helpers/ticketing-deps'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const slowBuyer = { name: 'Ada at the bank', email: 'slow-with-code@example.com' }

/** An event with plenty of seats and a half-price promo code that may be used once. */
async function eventWithOneUseCode() {
  const event = await insertEvent(handle.db)
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 20, priceMinor: 4000, maxPerOrder: 10 })
  const discount = await insertDiscount(handle.db, { eventId: event.id, kind: 'coded', code: 'ONCE', percentOff: 50, quantityAvailable: 1 })
  return { event, cls, discount }
}

/** Buyer A holds with the code, starts paying with a 3-D Secure card, and lets the hold lapse at the bank. */
async function holdWithCodeAndLapseAtTheBank(t: TestTicketing, eventId: number, classId: number) {
  const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: classId, quantity: 1 }], discountCode: 'once', userId: null, idempotency: null })
  expect(order.discount.value).toBeGreaterThan(0)
  const pending = await completeOrder(t.deps, { orderId: Number(order.id), actor: guestWithLink(order.access_token), buyer: slowBuyer, payment: { token: 'tok_threeDSecure2Required' } })
  const reference = /pi_test_[0-9a-f]+/.exec(pending.next_action?.url ?? '')?.[0] ?? ''
  t.advance(25 * 60_000) // past the hold and its bank-step extension
  return { order, reference }
}

/** The buyer confirms at the bank; the provider's callback for that payment is delivered. */
async function confirmAtTheBank(t: TestTicketing, reference: string) {
  expect(await t.provider.confirmAction(reference)).not.toBeNull()
  for (let i = 0; i < 200 && !t.callbacks.some((c) => c.body.includes(reference)); i++) await new Promise((r) => setTimeout(r, 5))
  const callback = t.callbacks.find((c) => c.body.includes(reference))
  expect(callback).toBeDefined()
  await handlePaymentCallback(t.deps, callback!)
}

test('A late payment whose one-use promo code was used by someone else meanwhile is refunded in full, and the buyer is told why', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls, discount } = await eventWithOneUseCode()
  const a = await holdWithCodeAndLapseAtTheBank(t, event.id, cls.id)

  // Buyer B uses the code while A's hold has lapsed, and pays.
  const b = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], discountCode: 'ONCE', userId: null, idempotency: null })).order
  const paidB = await completeOrder(t.deps, { orderId: Number(b.id), actor: guestWithLink(b.access_token), buyer: { name: 'B', email: 'b@example.com' }, payment: { token: 'tok_visa' } })
  expect(paidB.order.status).toBe('paid')

  await confirmAtTheBank(t, a.reference)

  // The code counts one use, as it allows, and A holds no discounted tickets.
  expect(await handle.db.select().from(discountUses).where(eq(discountUses.discountId, discount.id))).toHaveLength(1)
  const [code] = await handle.db.select().from(discounts).where(eq(discounts.id, discount.id))
  expect(code?.quantitySold).toBe(1)
  expect(await handle.db.select().from(tickets).where(eq(tickets.orderId, Number(a.order.id)))).toHaveLength(0)

  // A's money goes back in full, and A's order says why.
  expect(t.refunds.map((r) => r.amountMinor)).toEqual([a.order.total.value])
  const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, Number(a.order.id)))
  expect(payment?.status).toBe('refunded')
  const late = (await getOrder(t.deps, { orderId: Number(a.order.id), actor: guestWithLink(a.order.access_token) })).order
  expect(late.status).toBe('expired')
  expect(late.late_payment_refund).toMatchObject({ reason: 'promo_code_used_up', amount: { value: a.order.total.value, currency: 'USD' } })
  expect(late.late_payment_refund?.description).toMatch(/promo code ONCE was used up/)
  const [email] = await findOutboxEmails(handle.db, { to: slowBuyer.email, kind: 'payment-refunded' })
  expect(email?.text).toMatch(/promo code ONCE had been used up/)
  expect(email?.text).toMatch(/refunded the full amount/)
})

test('A late payment whose promo code is still free keeps its discount and its tickets', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls, discount } = await eventWithOneUseCode()
  const a = await holdWithCodeAndLapseAtTheBank(t, event.id, cls.id)

  await confirmAtTheBank(t, a.reference)

  const paid = (await getOrder(t.deps, { orderId: Number(a.order.id), actor: guestWithLink(a.order.access_token) })).order
  expect(paid.status).toBe('paid')
  expect(paid.discount.value).toBe(a.order.discount.value)
  expect(paid.tickets).toHaveLength(1)
  expect(paid.late_payment_refund ?? null).toBeNull()
  expect(t.refunds).toEqual([])
  expect(await handle.db.select().from(discountUses).where(eq(discountUses.discountId, discount.id))).toHaveLength(1)
  // Now the code is used up for the next buyer.
  await expect(
    reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], discountCode: 'ONCE', userId: null, idempotency: null }),
  ).rejects.toMatchObject({ code: 'DISCOUNT_NOT_APPLICABLE' })
})

test('A late payment after its seats sold out says so on the order, as before', async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db)
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 1, priceMinor: 4000 })
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  const pending = await completeOrder(t.deps, { orderId: Number(order.id), actor: guestWithLink(order.access_token), buyer: slowBuyer, payment: { token: 'tok_threeDSecure2Required' } })
  t.advance(25 * 60_000)
  const other = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  await completeOrder(t.deps, { orderId: Number(other.id), actor: guestWithLink(other.access_token), buyer: { name: 'C', email: 'c@example.com' }, payment: { token: 'tok_visa' } })
  await confirmAtTheBank(t, /pi_test_[0-9a-f]+/.exec(pending.next_action?.url ?? '')?.[0] ?? '')
  const late = (await getOrder(t.deps, { orderId: Number(order.id), actor: guestWithLink(order.access_token) })).order
  expect(late.late_payment_refund).toMatchObject({ reason: 'sold_out', amount: { value: order.total.value } })
  expect(late.late_payment_refund?.description).toMatch(/sold out/)
})
