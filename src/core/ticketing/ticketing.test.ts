// The ticketing use cases on a real (embedded) database: holds, payment, tickets, emails, cancel, refund,
// wait-list and the provider's callback. Concurrency is proven on PostgreSQL (ticketing.pg.test.ts).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { events, orders, payments, ticketClasses, tickets } from '@/db/schema'
import { deliverOutboxEmails } from '@/core/mail/deliver-outbox-emails'
import type { EmailMessage } from '@/core/mail/email-message'
import { findOutboxRows } from '@/core/mail/outbox-repository'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { insertDiscount } from '../../../tests/factories/insert-discount'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing, refundThroughEmail } from '../../../tests/helpers/ticketing-deps'
import { cancelOrder } from './cancel-order'
import { completeOrder } from './complete-order'
import { CONFIRMATION_TEMPLATE, computeConfirmationEmail, renderConfirmationEmail, type ConfirmationSnapshot } from './confirmation-email'
import { getOrder } from './get-order'
import { handlePaymentCallback } from './handle-payment-callback'
import { joinConfirmedWaitlist } from '../../../tests/helpers/waitlist'
import { listTicketClasses } from './list-ticket-classes'
import { listUserOrders } from './list-user-orders'
import type { OrderActor } from './order-access'
import { reserveTickets } from './reserve-tickets'
import { isTicketCodeValid } from './ticket-code'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const guest = (token: string | null): OrderActor => ({ userId: null, email: null, isStaff: false, token })
const buyer = { name: 'Ada Lovelace', email: 'ada@example.com' }

async function paidClass(capacity = 10, price = 2500, eventOverrides = {}) {
  const event = await insertEvent(handle.db, eventOverrides)
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity, priceMinor: price, kind: price === 0 ? 'free' : 'paid', maxPerOrder: 10 })
  return { event, cls }
}

test('A hold counts against availability until it expires, then stops counting by itself', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(5)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 3 }], userId: null, idempotency: null })
  expect(order.status).toBe('reserved')
  expect(new Date(order.expires_at).getTime() - t.deps.clock.now().getTime()).toBe(10 * 60_000)
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]?.quantity_remaining).toBe(2)
  await expect(reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 3 }], userId: null, idempotency: null })).rejects.toMatchObject({ code: 'NOT_ENOUGH_TICKETS' })
  t.advance(10 * 60_000 + 1)
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]?.quantity_remaining).toBe(5)
  expect((await getOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token) })).order.status).toBe('expired')
})

test('Amounts are the server\'s: subtotal, fees per paid ticket and total, in minor units', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10, 2500)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
  // 3.5% of 25.00 = 0.88 (rounded), + 0.99 = 1.87 per ticket.
  expect(order).toMatchObject({ currency: 'USD', subtotal: { value: 5000 }, discount: { value: 0 }, fees: { value: 374 }, total: { value: 5374, display: '$53.74' } })
})

test('The same Idempotency-Key answers the same order', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass()
  const input = { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: { scope: 'anon:x', key: 'k-1' } }
  const first = await reserveTickets(t.deps, input)
  const second = await reserveTickets(t.deps, input)
  expect(first.created).toBe(true)
  expect(second.created).toBe(false)
  expect(second.order.id).toBe(first.order.id)
})

test('Another event\'s class, a quantity beyond the class limit and an unknown class are refused and write nothing', async () => {
  const t = createTestTicketing(handle.db)
  const { event } = await paidClass()
  const other = await paidClass()
  const before = (await handle.db.select().from(orders)).length
  await expect(reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: other.cls.id, quantity: 1 }], userId: null, idempotency: null })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  await expect(reserveTickets(t.deps, { eventId: other.event.id, lines: [{ ticketClassId: other.cls.id, quantity: 11 }], userId: null, idempotency: null })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  await expect(reserveTickets(t.deps, { eventId: other.event.id, lines: [{ ticketClassId: 999_999, quantity: 1 }], userId: null, idempotency: null })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  expect((await handle.db.select().from(orders)).length).toBe(before)
})

test('Paying with tok_visa issues one valid ticket per seat, queues the confirmation email with QR codes and an .ics, and the callback issues nothing more', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
  const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer, attendees: ['Ada', 'Charles'], payment: { token: 'tok_visa' } })
  expect(done.order.status).toBe('paid')
  expect(done.order.tickets).toHaveLength(2)
  expect(done.order.tickets.map((x) => x.attendee_name)).toEqual(['Ada', 'Charles'])
  expect(done.order.tickets.every((x) => isTicketCodeValid(x.code) && x.status === 'valid')).toBe(true)
  const [row] = await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, cls.id))
  expect(row?.sold).toBe(2)
  const mail = await findOutboxEmails(handle.db, { to: buyer.email, kind: 'order-confirmation' })
  const mine = mail.find((m) => m.correlationId === `order:${order.id}`)
  expect(mine?.attachments.map((a) => a.contentType).sort()).toEqual(['image/png', 'image/png', 'text/calendar'])
  expect(mine?.text).toContain('Eastern Time')
  expect(mine?.text).not.toContain('America/New_York')
  // The provider's webhook arrives after the API answered, three times and once more late: no new tickets.
  await t.waitForCallbacks(1)
  const cb = t.callbacks[0]!
  for (let i = 0; i < 3; i++) await handlePaymentCallback(t.deps, cb)
  expect(await handle.db.select().from(tickets).where(eq(tickets.orderId, Number(order.id)))).toHaveLength(2)
  const again = await completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer, payment: { token: 'tok_visa' } })
  expect(again.order.tickets.map((x) => x.id)).toEqual(done.order.tickets.map((x) => x.id))
})

test('A purchase queues its confirmation as a snapshot; the outbox draws the QR images when it sends it, and the buyer gets what the mailbox showed', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
  const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer, payment: { token: 'tok_visa' } })
  const queued = (await findOutboxRows(handle.db, { to: buyer.email, kind: 'order-confirmation' })).find((r) => r.correlationId === `order:${order.id}`)
  // Nothing was drawn in the purchase: the row holds the template and its snapshot, no subject, text or images.
  expect(queued?.template?.name).toBe(CONFIRMATION_TEMPLATE)
  expect([queued?.subject, queued?.text, queued?.attachments]).toEqual([null, null, []])
  const shown = (await findOutboxEmails(handle.db, { to: buyer.email, kind: 'order-confirmation' })).find((m) => m.correlationId === `order:${order.id}`)!
  expect(shown.attachments.map((a) => a.filename)).toEqual([...done.order.tickets.map((x) => `ticket-${x.printed_code}.png`), 'event.ics'])

  const sent: EmailMessage[] = []
  const later = new Date(t.deps.clock.now().getTime() + 60 * 60_000)
  while ((await deliverOutboxEmails({ db: handle.db, clock: { now: () => later }, mailer: { send: async (m) => void sent.push(m) } })).sent > 0);
  const received = sent.find((m) => m.correlationId === `order:${order.id}`)!
  expect({ subject: received.subject, text: received.text, html: received.html, attachments: received.attachments }).toEqual({ subject: shown.subject, text: shown.text, html: shown.html, attachments: shown.attachments })
  // Once sent, the row holds what was sent.
  const stored = (await findOutboxRows(handle.db, { to: buyer.email, kind: 'order-confirmation' })).find((r) => r.correlationId === `order:${order.id}`)
  expect([stored?.status, stored?.template, stored?.subject, stored?.attachments.length]).toEqual(['sent', null, shown.subject, 3])
})

test('A confirmation lists a refunded ticket with its mark and draws no QR code for it', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
  const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer, payment: { token: 'tok_visa' } })
  const [kept, refunded] = done.order.tickets
  const json = { ...done.order, tickets: [kept!, { ...refunded!, status: 'refunded' as const }] }
  const email = await renderConfirmationEmail(computeConfirmationEmail(json, event, t.deps.clock.now(), null).snapshot as ConfirmationSnapshot)
  expect(email.attachments?.map((a) => a.filename)).toEqual([`ticket-${kept!.printed_code}.png`, 'event.ics'])
  expect(email.text).toContain(kept!.printed_code)
  expect(email.text).not.toContain(refunded!.printed_code)
  expect(email.text).toMatch(/Refunded/)
})

test('A hold priced from a context kept a few seconds ago is never priced or sold on settings that changed since', async () => {
  // Another instance's change reaches this one's caches within a second; until then the hold's statement
  // itself refuses settings that differ from what it priced with, and the hold is priced afresh.
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10)
  const hold = (key: string) => reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: { scope: 'anon:kept', key } })
  expect((await hold('kept-1')).order.lines[0]?.unit_price.value).toBe(2500)
  await handle.db.update(ticketClasses).set({ priceMinor: 3100 }).where(eq(ticketClasses.id, cls.id))
  const repriced = await hold('kept-2')
  expect([repriced.order.lines[0]?.unit_price.value, repriced.order.subtotal.value]).toEqual([3100, 3100])
  // The same key again answers the same order, kept context or not.
  const again = await hold('kept-2')
  expect([again.order.id, again.created]).toEqual([repriced.order.id, false])
  await handle.db.update(ticketClasses).set({ salesEnd: new Date(t.deps.clock.now().getTime() - 60_000) }).where(eq(ticketClasses.id, cls.id))
  await expect(hold('kept-3')).rejects.toMatchObject({ code: 'CONFLICT' })
  await handle.db.update(ticketClasses).set({ salesEnd: null }).where(eq(ticketClasses.id, cls.id))
  await hold('kept-4')
  await handle.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, event.id))
  await expect(hold('kept-5')).rejects.toMatchObject({ code: 'CONFLICT', message: 'This event is cancelled; tickets are not on sale.' })
  const [row] = await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, cls.id))
  expect(row?.held).toBe(3)
})

test('A declined card answers CARD_DECLINED and keeps the hold, so the buyer can retry with another card', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass()
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  const actor = guest(order.access_token)
  await expect(completeOrder(t.deps, { orderId: Number(order.id), actor, buyer, payment: { token: '4000 0000 0000 0002' } })).rejects.toMatchObject({ code: 'CARD_DECLINED' })
  await expect(completeOrder(t.deps, { orderId: Number(order.id), actor, buyer, payment: { token: '4000000000009995' } })).rejects.toMatchObject({ code: 'CARD_DECLINED', message: expect.stringContaining('insufficient funds') })
  const ok = await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer, payment: { token: '4242 4242 4242 4242' } })
  expect(ok.order.status).toBe('paid')
})

test('A card that asks for an extra step leaves the order reserved until the step is done and the callback arrives', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass()
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  const actor = guest(order.access_token)
  const pending = await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer, payment: { token: '4000 0027 6000 3184' } })
  expect(pending.order.status).toBe('reserved')
  const reference = /pi_test_[0-9a-f]+/.exec(pending.next_action?.url ?? '')?.[0] ?? ''
  expect(await t.provider.confirmAction(reference)).toEqual({ orderId: Number(order.id) })
  await t.waitForCallbacks(1)
  await handlePaymentCallback(t.deps, t.callbacks[0]!)
  const after = await getOrder(t.deps, { orderId: Number(order.id), actor })
  expect(after.order.status).toBe('paid')
  expect(after.order.tickets).toHaveLength(1)
})

test('A buyer who pays late in the hold keeps the tickets while at the bank step, and a failed step leaves them held for another card', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass()
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  const actor = guest(order.access_token)
  t.advance(9 * 60_000)
  const pending = await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer, payment: { token: '4000 0027 6000 3184' } })
  // The extra step is the bank-confirmation page, not the API behind its buttons.
  expect(pending.next_action?.url).toMatch(/^\/checkout\/confirm-payment\/pi_test_[0-9a-f]+\/$/)
  expect(pending.order.expires_in_seconds).toBe(600)
  t.advance(5 * 60_000) // past the first hold's ten minutes
  const reference = /pi_test_[0-9a-f]+/.exec(pending.next_action?.url ?? '')?.[0] ?? ''
  expect(await t.provider.failAction(reference)).toEqual({ orderId: Number(order.id) })
  await t.waitForCallbacks(1)
  await handlePaymentCallback(t.deps, t.callbacks[0]!)
  expect((await getOrder(t.deps, { orderId: Number(order.id), actor })).order.status).toBe('reserved')
  const paid = await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer, payment: { token: 'tok_visa' } })
  expect(paid.order.status).toBe('paid')
})

test('Completing after the hold expired answers HOLD_EXPIRED and charges nothing', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass()
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  t.advance(11 * 60_000)
  await expect(completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer, payment: { token: 'tok_visa' } })).rejects.toMatchObject({ code: 'HOLD_EXPIRED' })
  expect(await handle.db.select().from(payments).where(eq(payments.orderId, Number(order.id)))).toHaveLength(0)
})

test('A payment that lands after its hold expired is honoured while seats remain, else refunded and the buyer told', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(1)
  // First buyer: the extra step is done only after the hold expired, and the seat is still there.
  const a = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  const pa = await completeOrder(t.deps, { orderId: Number(a.id), actor: guest(a.access_token), buyer, payment: { token: 'tok_threeDSecureRequired' } })
  t.advance(11 * 60_000)
  await t.provider.confirmAction(/pi_test_[0-9a-f]+/.exec(pa.next_action!.url)![0])
  await t.waitForCallbacks(1)
  await handlePaymentCallback(t.deps, { ...t.callbacks[0]!, signature: t.callbacks[0]!.signature })
  expect((await getOrder(t.deps, { orderId: Number(a.id), actor: guest(a.access_token) })).order.status).toBe('paid')

  // Second: same story, but the only seat was sold in the meantime.
  const { event: e2, cls: c2 } = await paidClass(1)
  const b = (await reserveTickets(t.deps, { eventId: e2.id, lines: [{ ticketClassId: c2.id, quantity: 1 }], userId: null, idempotency: null })).order
  const pb = await completeOrder(t.deps, { orderId: Number(b.id), actor: guest(b.access_token), buyer: { name: 'Late', email: 'late@example.com' }, payment: { token: 'tok_threeDSecureRequired' } })
  t.advance(11 * 60_000)
  const c = (await reserveTickets(t.deps, { eventId: e2.id, lines: [{ ticketClassId: c2.id, quantity: 1 }], userId: null, idempotency: null })).order
  await completeOrder(t.deps, { orderId: Number(c.id), actor: guest(c.access_token), buyer, payment: { token: 'tok_visa' } })
  await t.provider.confirmAction(/pi_test_[0-9a-f]+/.exec(pb.next_action!.url)![0])
  await t.waitForCallbacks(3)
  for (const cb of t.callbacks.slice(1)) await handlePaymentCallback(t.deps, cb)
  const late = await getOrder(t.deps, { orderId: Number(b.id), actor: guest(b.access_token) })
  expect(late.order.status).toBe('expired')
  expect(late.order.tickets).toHaveLength(0)
  const [pay] = await handle.db.select().from(payments).where(eq(payments.orderId, Number(b.id)))
  expect(pay?.status).toBe('refunded')
  expect((await findOutboxEmails(handle.db, { to: 'late@example.com', kind: 'payment-refunded' })).length).toBe(1)
  const [row] = await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, c2.id))
  expect(row?.sold).toBe(1)
})

test('A free order skips payment and issues its tickets at once', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10, 0)
  const user = await insertUser(handle.db)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: user.id, idempotency: null })
  expect(order.total.value).toBe(0)
  const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: user.id, email: user.email, isStaff: false, token: null }, buyer: { name: 'U', email: user.email } })
  expect(done.order.status).toBe('paid')
  expect(done.order.tickets).toHaveLength(1)
  const mine = await listUserOrders(t.deps, { id: user.id, email: user.email })
  expect(mine.upcoming.map((o) => o.id)).toEqual([order.id])
})

test('My tickets keeps Upcoming for orders that still admit: a refunded order and one of a cancelled event move to past, saying so', async () => {
  const t = createTestTicketing(handle.db)
  const user = await insertUser(handle.db)
  const actor = { userId: user.id, email: user.email, isStaff: false, token: null }
  const buy = async (eventOverrides = {}) => {
    const { event, cls } = await paidClass(10, 2500, eventOverrides)
    const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: user.id, idempotency: null })
    await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer: { name: 'U', email: user.email }, payment: { token: 'tok_visa' } })
    return { event, order }
  }
  const coming = await buy()
  const refunded = await buy({ refundPolicy: '7_days' })
  const called = await buy()
  await refundThroughEmail(t.deps, { orderId: Number(refunded.order.id), actor })
  await handle.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, called.event.id))
  const mine = await listUserOrders(t.deps, { id: user.id, email: user.email })
  expect(mine.upcoming.map((o) => o.id)).toEqual([coming.order.id])
  expect(mine.past.map((o) => o.id).sort()).toEqual([refunded.order.id, called.order.id].sort())
  expect(mine.past.find((o) => o.id === called.order.id)?.event_cancelled).toBe(true)
  expect(mine.upcoming[0]).toMatchObject({ event_cancelled: false, event_calendar_url: expect.stringMatching(/-tickets-\d+\/calendar\.ics$/) })
})

test('A guest order joins the account with the same email, and nobody else can read an order', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass()
  const user = await insertUser(handle.db)
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  await completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer: { name: 'G', email: user.email.toUpperCase() }, payment: { token: 'tok_visa' } })
  expect((await listUserOrders(t.deps, { id: user.id, email: user.email })).orders.map((o) => o.id)).toEqual([order.id])
  const stranger = await insertUser(handle.db)
  await expect(getOrder(t.deps, { orderId: Number(order.id), actor: { userId: stranger.id, email: stranger.email, isStaff: false, token: null } })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  await expect(getOrder(t.deps, { orderId: Number(order.id), actor: guest('forged-token') })).rejects.toMatchObject({ code: 'NOT_FOUND' })
})

test('Promo codes follow spec §5: unknown, expired and used-up codes are refused with a reason; BOGO makes every second ticket free', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(20, 1000)
  await insertDiscount(handle.db, { eventId: event.id, kind: 'coded', code: 'SAVE20', percentOff: 20, quantityAvailable: 1 })
  await insertDiscount(handle.db, { eventId: event.id, kind: 'coded', code: 'OLD', percentOff: 50, endAt: new Date(Date.now() - 1000) })
  const line = [{ ticketClassId: cls.id, quantity: 2 }]
  await expect(reserveTickets(t.deps, { eventId: event.id, lines: line, discountCode: 'NOPE', userId: null, idempotency: null })).rejects.toMatchObject({ code: 'DISCOUNT_NOT_APPLICABLE', message: expect.stringContaining('not valid') })
  await expect(reserveTickets(t.deps, { eventId: event.id, lines: line, discountCode: 'old', userId: null, idempotency: null })).rejects.toMatchObject({ message: expect.stringContaining('expired') })
  const used = await reserveTickets(t.deps, { eventId: event.id, lines: line, discountCode: 'save20', userId: null, idempotency: null })
  expect(used.order).toMatchObject({ subtotal: { value: 2000 }, discount: { value: 400 } })
  await expect(reserveTickets(t.deps, { eventId: event.id, lines: line, discountCode: 'SAVE20', userId: null, idempotency: null })).rejects.toMatchObject({ message: expect.stringContaining('used up') })
  // Once the hold that used it expires, the code is usable again.
  t.advance(11 * 60_000)
  expect((await reserveTickets(t.deps, { eventId: event.id, lines: line, discountCode: 'SAVE20', userId: null, idempotency: null })).order.discount.value).toBe(400)

  const bogo = await paidClass(20, 1000)
  await insertDiscount(handle.db, { eventId: bogo.event.id, kind: 'bogo', percentOff: 50 })
  const b = await reserveTickets(t.deps, { eventId: bogo.event.id, lines: [{ ticketClassId: bogo.cls.id, quantity: 3 }], userId: null, idempotency: null })
  // One of three free; fees only on the two paid tickets (0.35 + 0.99 each).
  expect(b.order).toMatchObject({ subtotal: { value: 3000 }, discount: { value: 1000 }, fees: { value: 268 }, total: { value: 2268 } })
})

test('Cancelling frees the hold; a refund under a 7-day policy frees the seats, stops the tickets and offers them to the wait-list', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(2, 2500, { refundPolicy: '7_days', startAt: new Date(Date.now() + 30 * 86_400_000) })
  const a = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })).order
  expect((await cancelOrder(t.deps, { orderId: Number(a.id), actor: guest(a.access_token) })).order.status).toBe('cancelled')
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]?.quantity_remaining).toBe(2)

  const b = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })).order
  await completeOrder(t.deps, { orderId: Number(b.id), actor: guest(b.access_token), buyer, payment: { token: 'tok_visa' } })
  await expect(joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'first@example.com', quantity: 2 })).resolves.toMatchObject({ waitlist_entry: { position: 1 } })
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'second@example.com', quantity: 1 })

  const refunded = await refundThroughEmail(t.deps, { orderId: Number(b.id), actor: guest(b.access_token) })
  expect(refunded.order.status).toBe('refunded')
  expect(refunded.order.tickets.every((x) => x.status === 'refunded')).toBe(true)
  // Both freed seats are held for the first in line (24 h), so none is left for the second or the public.
  const offers = await findOutboxEmails(handle.db, { to: 'first@example.com', kind: 'waitlist-offer' })
  expect(offers).toHaveLength(1)
  expect(await findOutboxEmails(handle.db, { to: 'second@example.com', kind: 'waitlist-offer' })).toHaveLength(0)
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]).toMatchObject({ quantity_remaining: 0, on_sale_status: 'SOLD_OUT' })
  // The offer's link is the held order: the first in line buys through it.
  const link = new URL(/http\S+/.exec(offers[0]!.text)![0])
  const offered = await getOrder(t.deps, { orderId: Number(link.pathname.split('/')[2]), actor: guest(link.searchParams.get('token')) })
  expect(offered.order).toMatchObject({ status: 'reserved', total: { value: 5374 } })
  const bought = await completeOrder(t.deps, { orderId: Number(offered.order.id), actor: guest(offered.order.access_token), buyer: { name: 'First', email: 'first@example.com' }, payment: { token: 'tok_visa' } })
  expect(bought.order.tickets).toHaveLength(2)
})

test('No refund where the policy says none or the window has closed', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(5, 2500, { refundPolicy: 'none' })
  const a = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })).order
  await completeOrder(t.deps, { orderId: Number(a.id), actor: guest(a.access_token), buyer, payment: { token: 'tok_visa' } })
  await expect(refundThroughEmail(t.deps, { orderId: Number(a.id), actor: guest(a.access_token) })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('does not offer refunds') })
})

test('A partial refund returns the chosen tickets\' share, leaves the others valid, and the last ticket makes the order refunded', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(5, 2500, { refundPolicy: '7_days', startAt: new Date(Date.now() + 30 * 86_400_000) })
  const held = (await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 3 }], userId: null, idempotency: null })).order
  const paid = (await completeOrder(t.deps, { orderId: Number(held.id), actor: guest(held.access_token), buyer, payment: { token: 'tok_visa' } })).order
  // 3 × (25.00 + 1.87 fee) = 80.61, shared 26.87 each.
  expect(paid.total.value).toBe(8061)
  const [first, second, third] = paid.tickets.map((x) => Number(x.id))
  const partial = await refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token), ticketIds: [first!] })
  expect(partial.refund.amount).toEqual({ currency: 'USD', value: 2687, major_value: '26.87', display: '$26.87' })
  expect(partial.order.status).toBe('partially_refunded')
  expect(partial.order.tickets.map((x) => x.status)).toEqual(['refunded', 'valid', 'valid'])
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]?.quantity_remaining).toBe(3)
  // A ticket already refunded, or another order's, is refused and changes nothing.
  await expect(refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token), ticketIds: [first!] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  const rest = await refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token), ticketIds: [second!, third!] })
  expect(rest.refund.amount.value).toBe(8061 - 2687)
  expect(rest.order.status).toBe('refunded')
  const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, Number(paid.id)))
  expect(payment?.status).toBe('refunded')
  await expect(refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token) })).rejects.toMatchObject({ code: 'CONFLICT' })
})

test('An order made on a German page records its locale, and its confirmation and refund emails are in German', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(10, 2500, { refundPolicy: '7_days', startAt: new Date(Date.now() + 30 * 86_400_000) })
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null, locale: 'de_DE' })
  const [row] = await handle.db.select().from(orders).where(eq(orders.id, Number(order.id)))
  expect(row?.locale).toBe('de_DE')
  const german = { name: 'Greta', email: 'greta@example.com' }
  await completeOrder(t.deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer: german, payment: { token: 'tok_visa' } })
  const [confirmation] = await findOutboxEmails(handle.db, { to: german.email, kind: 'order-confirmation' })
  expect(confirmation?.subject).toMatch(/^Deine Tickets für /)
  expect(confirmation?.text).toContain(`Deine Bestellung #${order.id} für`)
  // German dates and money, in the event's own zone and currency: "Sonntag, 27. Dezember 2026 um 18:30", "26,87 $".
  expect(confirmation?.text).toMatch(/\nWann: [A-Z][a-z]+, \d+\. [A-Z][a-zä]+ \d{4} um \d{2}:\d{2} /)
  expect(confirmation?.text).toMatch(/\nGesamt: \d+,\d\d\u00a0\$\n/)
  await refundThroughEmail(t.deps, { orderId: Number(order.id), actor: guest(order.access_token) })
  const [refund] = await findOutboxEmails(handle.db, { to: german.email, kind: 'order-refund' })
  expect(refund?.text).toMatch(new RegExp(`^Deine Bestellung #${order.id} wurde erstattet \\(\\d+,\\d\\d\u00a0\\$\\)`))
})
