// Issue 39 finding 13 (decision 051): an order's link never expired and could not be revoked, so a
// forwarded confirmation email could refund the order. Now the link shows the order; a refund through it
// waits for a confirmation emailed to the buyer, bound to that order and those tickets, used once, for 30
// minutes; and the buyer can turn old links off.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { findRefundedSoFar } from '@/core/ledger/ledger-repository'
import { confirmOrderAction } from '@/core/ticketing/confirm-order-action'
import { getOrder } from '@/core/ticketing/get-order'
import { computeOrderAccessToken } from '@/core/ticketing/order-access'
import { requestRefund } from '@/core/ticketing/request-refund'
import { turnOffOrderLinks } from '@/core/ticketing/turn-off-order-links'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertUser } from '../factories/insert-user'
import { createTestDb } from '../helpers/test-db'
import { buyAsGuest, createTestTicketing, guestWithLink, readOrderActionConfirmLink } from '../helpers/ticketing-deps'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

/** A guest's paid order of `quantity` tickets on an event refundable until a day before it starts. */
async function paidOrder(t: ReturnType<typeof createTestTicketing>, email: string, quantity = 2) {
  const event = await insertEvent(handle.db, { refundPolicy: '1_day' })
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 50, priceMinor: 2000, kind: 'paid', maxPerOrder: 10 })
  const orderId = await buyAsGuest(handle.db, { eventId: event.id, ticketClassId: cls.id, quantity, buyer: { name: 'Buyer', email } })
  // The link of the confirmation email, as anyone it was forwarded to holds it.
  const link = guestWithLink(computeOrderAccessToken(t.deps.secret, { id: orderId, linkVersion: 0 }))
  return { orderId, link }
}

test('A forwarded order link shows the order but refunds nothing: the buyer is emailed a confirmation, named only by a masked address', async () => {
  const t = createTestTicketing(handle.db)
  const { orderId, link } = await paidOrder(t, 'bella.forward@example.com')
  const seen = await getOrder(t.deps, { orderId, actor: link })
  expect(seen.order.tickets).toHaveLength(2)

  await expect(requestRefund(t.deps, { orderId, actor: link })).resolves.toEqual({ confirmation: 'emailed', email: 'b•••@example.com' })
  expect((await getOrder(t.deps, { orderId, actor: link })).order.status).toBe('paid')
  expect(t.refunds).toHaveLength(0)
  const [mail] = await findOutboxEmails(handle.db, { to: 'bella.forward@example.com', kind: 'order-action-confirmation' })
  expect(mail?.text).toContain('/orders/confirm/?order=')
})

test('The emailed confirmation refunds once, through the one refund path, even when it is posted twice at once', async () => {
  const t = createTestTicketing(handle.db)
  const { orderId, link } = await paidOrder(t, 'twice.at.once@example.com')
  await requestRefund(t.deps, { orderId, actor: link })
  const confirm = await readOrderActionConfirmLink(handle.db, orderId)
  const results = await Promise.allSettled([confirmOrderAction(t.deps, confirm), confirmOrderAction(t.deps, confirm)])
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'NOT_FOUND' } })
  const order = (await getOrder(t.deps, { orderId, actor: link })).order
  expect(order.status).toBe('refunded')
  expect(t.refunds).toHaveLength(1)
  expect(t.refunds[0]?.amountMinor).toBe(order.total.value)
  // The ledger holds one refund of the ticket money, not two.
  expect((await findRefundedSoFar(handle.db, orderId)).ticketMoneyMinor).toBe(4000)
  // Used: a third try is refused too.
  await expect(confirmOrderAction(t.deps, confirm)).rejects.toMatchObject({ code: 'NOT_FOUND' })
})

test('A confirmation works only for its own order and the tickets it names, and not after 30 minutes', async () => {
  const t = createTestTicketing(handle.db)
  const mine = await paidOrder(t, 'bound.buyer@example.com', 3)
  const other = await paidOrder(t, 'other.buyer@example.com', 1)
  const tickets = (await getOrder(t.deps, { orderId: mine.orderId, actor: mine.link })).order.tickets.map((x) => Number(x.id))
  await requestRefund(t.deps, { orderId: mine.orderId, actor: mine.link, ticketIds: [tickets[0]!] })
  const confirm = await readOrderActionConfirmLink(handle.db, mine.orderId)

  await expect(confirmOrderAction(t.deps, { ...confirm, orderId: other.orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await expect(confirmOrderAction(t.deps, { ...confirm, ticketIds: tickets })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  expect((await getOrder(t.deps, { orderId: other.orderId, actor: other.link })).order.status).toBe('paid')

  const done = await confirmOrderAction(t.deps, confirm)
  expect(done).toMatchObject({ order: { status: 'partially_refunded' }, refund: { status: 'granted' } })
  expect(t.refunds).toHaveLength(1)

  await requestRefund(t.deps, { orderId: mine.orderId, actor: mine.link, ticketIds: [tickets[1]!] })
  const late = await readOrderActionConfirmLink(handle.db, mine.orderId)
  t.advance(31 * 60_000)
  await expect(confirmOrderAction(t.deps, late)).rejects.toMatchObject({ code: 'NOT_FOUND' })
  expect(t.refunds).toHaveLength(1)
})

test('The order’s signed-in owner refunds at once, with no confirmation', async () => {
  const t = createTestTicketing(handle.db)
  const user = await insertUser(handle.db, { email: 'owner.signed.in@example.com' })
  const { orderId } = await paidOrder(t, 'owner.signed.in@example.com', 1)
  // The guest order joins the account whose verified email placed it.
  const owner = { userId: user.id, email: user.email, isStaff: false, token: null }
  await expect(requestRefund(t.deps, { orderId, actor: owner })).resolves.toMatchObject({ order: { status: 'refunded' }, refund: { status: 'granted' } })
  expect(await findOutboxEmails(handle.db, { to: 'owner.signed.in@example.com', kind: 'order-action-confirmation' })).toHaveLength(0)
})

test('After “Turn off old links” the old link neither shows nor acts, and only the buyer’s email has the new one', async () => {
  const t = createTestTicketing(handle.db)
  const { orderId, link } = await paidOrder(t, 'turned.off@example.com')
  const answer = await turnOffOrderLinks(t.deps, { orderId, actor: link })
  expect(answer).toEqual({ links: 'turned_off', email: 't•••@example.com' })
  expect(JSON.stringify(answer)).not.toContain(computeOrderAccessToken(t.deps.secret, { id: orderId, linkVersion: 1 }))

  await expect(getOrder(t.deps, { orderId, actor: link })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await expect(requestRefund(t.deps, { orderId, actor: link })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await expect(turnOffOrderLinks(t.deps, { orderId, actor: link })).rejects.toMatchObject({ code: 'NOT_FOUND' })

  const [mail] = await findOutboxEmails(handle.db, { to: 'turned.off@example.com', kind: 'order-link' })
  const fresh = new URL(/https?:\/\/\S+\/orders\/\d+\/\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing/').searchParams.get('token')
  expect((await getOrder(t.deps, { orderId, actor: guestWithLink(fresh) })).order.status).toBe('paid')
})

test('Refund confirmations for one order stop at five an hour', async () => {
  const t = createTestTicketing(handle.db)
  const { orderId, link } = await paidOrder(t, 'five.an.hour@example.com')
  for (let i = 0; i < 5; i += 1) await requestRefund(t.deps, { orderId, actor: link })
  await expect(requestRefund(t.deps, { orderId, actor: link })).rejects.toMatchObject({ code: 'TOO_MANY_EMAILS', extra: { details: { limited_by: 'order' } } })
  expect(await findOutboxEmails(handle.db, { to: 'five.an.hour@example.com', kind: 'order-action-confirmation' })).toHaveLength(5)
})
