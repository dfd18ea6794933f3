// Every move of an order is written with its trail entry (issue 36): who, from → to, the amount and why,
// and the trail alone rebuilds the order's status. Runs on the embedded database; the randomised run over
// every kind of move is ticketing-lifecycle.property.test.ts.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { orders } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing, guestWithLink, refundThroughEmail } from '../../../tests/helpers/ticketing-deps'
import { cancelOrder } from './cancel-order'
import { completeOrder } from './complete-order'
import { handlePaymentCallback } from './handle-payment-callback'
import { moveOrder, SYSTEM_ACTOR } from './order-lifecycle'
import { findOrderEventsByOrderId } from './order-lifecycle-repository'
import { rebuildOrderStatus } from './order-state'
import { reserveTickets } from './reserve-tickets'

const guest = guestWithLink
const buyer = { name: 'Katherine Johnson', email: 'katherine@example.com' }
let handle: DbHandle
beforeAll(async () => (handle = await createTestDb()))
afterAll(() => handle.close())

async function classOnSale(capacity = 5, priceMinor = 2500) {
  const event = await insertEvent(handle.db, { refundPolicy: '7_days', startAt: new Date(Date.now() + 30 * 86_400_000) })
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity, priceMinor, kind: priceMinor === 0 ? 'free' : 'paid', maxPerOrder: 10 })
  return { event, cls }
}

/** The order's own trail entries; its tickets' entries are `ticketTrailOf`. */
async function trailOf(orderId: number) {
  const trail = await findOrderEventsByOrderId(handle.db, orderId)
  const [stored] = await handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  // Whatever else a test checks, the whole trail rebuilds the stored status.
  expect(rebuildOrderStatus(trail.map((e) => ({ from: e.fromStatus as never, to: e.toStatus as never, ticketId: e.ticketId })))).toBe(stored?.status)
  return trail.filter((e) => e.ticketId === null)
}

async function ticketTrailOf(orderId: number) {
  return (await findOrderEventsByOrderId(handle.db, orderId)).filter((e) => e.ticketId !== null)
}

test('A purchase, a partial refund and the rest refunded leave four entries that say who, how much and why', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await classOnSale()
  const held = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })).order
  const paid = (await completeOrder(t.deps, { orderId: Number(held.id), actor: guest(held.access_token), buyer, payment: { token: 'tok_visa' } })).order
  const [first, second] = paid.tickets.map((k) => Number(k.id))
  const part = await refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token), ticketIds: [first!] })
  await refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token) })
  const trail = await trailOf(Number(paid.id))
  expect(trail.map((e) => [e.type, e.fromStatus, e.toStatus, e.actorKind, e.reason, e.amountMinor])).toEqual([
    ['order.created', null, 'reserved', 'buyer', 'hold', paid.total.value],
    ['order.paid', 'reserved', 'paid', 'buyer', 'payment', paid.total.value],
    ['order.partially_refunded', 'paid', 'partially_refunded', 'buyer', 'refund_by_buyer', part.refund.amount.value],
    ['order.refunded', 'partially_refunded', 'refunded', 'buyer', 'refund_by_buyer', paid.total.value - part.refund.amount.value],
  ])
  expect(trail[1]?.details).toMatchObject({ provider: 'test' })
  expect(trail[2]?.details).toEqual({ ticket_ids: [first] })
  expect(trail[3]?.details).toEqual({ ticket_ids: [second] })
  expect(trail.every((e) => e.currency === paid.currency && e.createdAt.getTime() === t.deps.clock.now().getTime())).toBe(true)
  // Each ticket has its own entry, in the order the refunds came.
  expect((await ticketTrailOf(Number(paid.id))).map((e) => [e.ticketId, e.type, e.fromStatus, e.toStatus, e.reason])).toEqual([
    [first, 'ticket.refunded', 'valid', 'refunded', 'refund_by_buyer'],
    [second, 'ticket.refunded', 'valid', 'refunded', 'refund_by_buyer'],
  ])
})

test('A signed-in buyer is named in the trail, and a free order says it was free', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await classOnSale(5, 0)
  const { insertUser } = await import('../../../tests/factories/insert-user')
  const user = await insertUser(handle.db)
  const held = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: user.id, idempotency: null })).order
  await completeOrder(t.deps, { orderId: Number(held.id), actor: { userId: user.id, email: null, isStaff: false, token: null }, buyer })
  const trail = await trailOf(Number(held.id))
  expect(trail.map((e) => [e.toStatus, e.actorKind, e.actorUserId, e.reason, e.amountMinor])).toEqual([
    ['reserved', 'buyer', user.id, 'hold', 0],
    ['paid', 'buyer', user.id, 'free_order', 0],
  ])
})

test('A cancelled hold, and a payment after the hold lapsed, each have their entry; a lapsed hold with its seat sold says so', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await classOnSale(1)
  const cancelled = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  await cancelOrder(t.deps, { orderId: Number(cancelled.id), actor: guest(cancelled.access_token) })
  expect((await trailOf(Number(cancelled.id))).map((e) => [e.toStatus, e.reason])).toEqual([
    ['reserved', 'hold'],
    ['cancelled', 'cancelled_by_buyer'],
  ])

  // The extra card step is done after the hold lapsed; the seat is still there, so the payment is honoured.
  const late = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  const pending = await completeOrder(t.deps, { orderId: Number(late.id), actor: guest(late.access_token), buyer, payment: { token: 'tok_threeDSecureRequired' } })
  t.advance(11 * 60_000)
  await t.provider.confirmAction(/pi_test_[0-9a-f]+/.exec(pending.next_action!.url)![0])
  await t.waitForCallbacks(1)
  await handlePaymentCallback(t.deps, t.callbacks[0]!)
  expect((await trailOf(Number(late.id))).map((e) => [e.toStatus, e.actorKind, e.reason])).toEqual([
    ['reserved', 'buyer', 'hold'],
    ['paid', 'provider', 'late_payment'],
  ])

  // Same again on a class whose only seat sold meanwhile: the order expires and the money goes back.
  const other = await classOnSale(1)
  const lapsed = (await reserveTickets(t.deps, { eventId: other.event.id, lines: [{ ticketClassId: other.cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  const step = await completeOrder(t.deps, { orderId: Number(lapsed.id), actor: guest(lapsed.access_token), buyer, payment: { token: 'tok_threeDSecureRequired' } })
  t.advance(11 * 60_000)
  const rival = (await reserveTickets(t.deps, { eventId: other.event.id, lines: [{ ticketClassId: other.cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  await completeOrder(t.deps, { orderId: Number(rival.id), actor: guest(rival.access_token), buyer, payment: { token: 'tok_visa' } })
  await t.provider.confirmAction(/pi_test_[0-9a-f]+/.exec(step.next_action!.url)![0])
  await t.waitForCallbacks(3)
  for (const cb of t.callbacks.slice(1)) await handlePaymentCallback(t.deps, cb)
  expect((await trailOf(Number(lapsed.id))).map((e) => [e.toStatus, e.actorKind, e.reason])).toEqual([
    ['reserved', 'buyer', 'hold'],
    ['expired', 'system', 'hold_lapsed_sold_out'],
  ])
})

test('A move the lifecycle does not allow is refused with a clear error and writes nothing', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await classOnSale()
  const held = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  await cancelOrder(t.deps, { orderId: Number(held.id), actor: guest(held.access_token) })
  const [row] = await handle.db.select().from(orders).where(eq(orders.id, Number(held.id)))
  await expect(handle.db.transaction((tx) => moveOrder(tx, row!, 'paid', { actor: SYSTEM_ACTOR, reason: 'payment', at: t.deps.clock.now() }))).rejects.toMatchObject({
    code: 'CONFLICT',
    message: 'An order that is cancelled cannot become paid.',
  })
  expect((await trailOf(Number(held.id))).map((e) => e.toStatus)).toEqual(['reserved', 'cancelled'])
})

test('The database refuses a status outside the lifecycle, such as the spelling "canceled"', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await classOnSale()
  const held = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  const paid = (await completeOrder(t.deps, { orderId: Number(held.id), actor: guest(held.access_token), buyer, payment: { token: 'tok_visa' } })).order
  // The driver's own error (the query builder wraps it) names the constraint.
  const refusal = (statement: Promise<unknown>) => statement.then(() => 'written', (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message))
  expect(await refusal(handle.db.execute(sql`update orders set status = 'canceled' where id = ${Number(paid.id)}`))).toMatch(/orders_status_check/)
  expect(await refusal(handle.db.execute(sql`update tickets set status = 'void' where order_id = ${Number(paid.id)}`))).toMatch(/tickets_status_check/)
  expect((await trailOf(Number(paid.id))).map((e) => e.toStatus)).toEqual(['reserved', 'paid'])
})
