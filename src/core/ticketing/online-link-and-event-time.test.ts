// Issue 19 §5 and §6 on PGlite: an order shows its event's time in the event's own zone, named; an online
// event's joining link reaches ticket holders only (the paid order, its email, My tickets) and never a
// hold, a refunded order or the public event.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getEventPage } from '@/core/events/get-event-page'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing, refundThroughEmail } from '../../../tests/helpers/ticketing-deps'
import { completeOrder } from './complete-order'
import { formatEventTime } from './event-time-text'
import { getOrder } from './get-order'
import { listUserOrders } from './list-user-orders'
import type { OrderActor } from './order-access'
import { reserveTickets } from './reserve-tickets'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const JOIN = 'https://meet.example/room/7f3a-lantern'
const guest = (token: string | null): OrderActor => ({ userId: null, email: null, isStaff: false, token })
// 19:30 in Tokyo (UTC+9, no summer time), a month ahead: refunds under a 7-day policy are still open.
const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 7, 10, 30))

async function onlineEventInTokyo() {
  const event = await insertEvent(handle.db, {
    isOnline: true,
    onlineUrl: JOIN,
    venueId: null,
    timeZone: 'Asia/Tokyo',
    startAt: start,
    endAt: new Date(start.getTime() + 2 * 3_600_000),
    refundPolicy: '7_days',
  })
  const cls = await insertTicketClass(handle.db, {
    eventId: event.id,
    capacity: 20,
    priceMinor: 1500,
    kind: 'paid',
    maxPerOrder: 10,
  })
  return { event, cls }
}

test('The event time reads in the event’s own zone, named as people say it and never by its IANA id', () => {
  expect(formatEventTime(start, 'Asia/Tokyo')).toMatch(
    /^Saturday|^Sunday|^Monday|^Tuesday|^Wednesday|^Thursday|^Friday/,
  )
  expect(formatEventTime(start, 'Asia/Tokyo')).toContain('7:30 PM Japan Standard Time')
  expect(formatEventTime(start, 'Asia/Tokyo')).not.toContain('Asia/Tokyo')
  expect(formatEventTime(new Date('2026-07-01T18:00:00Z'), 'Europe/London')).toBe(
    'Wednesday, July 1, 2026 at 7:00 PM United Kingdom Time',
  )
  expect(formatEventTime(new Date('2026-01-10T01:00:00Z'), 'America/New_York')).toBe('Friday, January 9, 2026 at 8:00 PM Eastern Time')
})

test('A paid order of an online event carries the joining link and the event’s zone; the hold before it does not', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await onlineEventInTokyo()
  const held = (
    await reserveTickets(t.deps, {
      eventId: event.id,
      lines: [{ ticketClassId: cls.id, quantity: 2 }],
      userId: null,
      idempotency: null,
    })
  ).order
  const heldRead = (await getOrder(t.deps, { orderId: Number(held.id), actor: guest(held.access_token) }))
    .order
  expect(heldRead).toMatchObject({ status: 'reserved', event_timezone: 'Asia/Tokyo', online_url: null })

  const email = 'ticket.holder@example.com'
  const paid = (
    await completeOrder(t.deps, {
      orderId: Number(held.id),
      actor: guest(held.access_token),
      buyer: { name: 'Ticket Holder', email },
      payment: { token: 'tok_visa' },
    })
  ).order
  expect(paid).toMatchObject({
    status: 'paid',
    online_url: JOIN,
    event_timezone: 'Asia/Tokyo',
    event_start: start.toISOString(),
  })

  // The confirmation email: the time in Tokyo, named, and the link (to the ticket holder only).
  const [mail] = await findOutboxEmails(handle.db, { to: email, kind: 'order-confirmation' })
  expect(mail?.text).toContain(`When: ${formatEventTime(start, 'Asia/Tokyo')}`)
  expect(mail?.text).toContain(`Join online: ${JOIN}`)
  expect(mail?.html).toContain(JOIN)
  // Nobody else was mailed the link.
  const others = (await findOutboxEmails(handle.db, { limit: 500 })).filter((m) => m.to !== email)
  expect(others.some((m) => m.text.includes(JOIN))).toBe(false)

  // Refunded: no valid ticket, no link.
  const refunded = (
    await refundThroughEmail(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token) })
  ).order
  expect(refunded).toMatchObject({ status: 'refunded', online_url: null })
})

test('My tickets carries the link for the holder; the public event page never does', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await onlineEventInTokyo()
  const user = await insertUser(handle.db)
  const held = (
    await reserveTickets(t.deps, {
      eventId: event.id,
      lines: [{ ticketClassId: cls.id, quantity: 1 }],
      userId: user.id,
      idempotency: null,
    })
  ).order
  await completeOrder(t.deps, {
    orderId: Number(held.id),
    actor: { userId: user.id, email: null, isStaff: false, token: null },
    buyer: { name: 'Member', email: user.email },
    payment: { token: 'tok_visa' },
  })
  const mine = await listUserOrders(t.deps, { id: user.id, email: null })
  expect(mine.upcoming[0]).toMatchObject({ id: held.id, online_url: JOIN, event_timezone: 'Asia/Tokyo' })

  // Someone else's order stays NOT_FOUND, link and all.
  const stranger = await insertUser(handle.db)
  await expect(
    getOrder(t.deps, {
      orderId: Number(held.id),
      actor: { userId: stranger.id, email: stranger.email, isStaff: false, token: null },
    }),
  ).rejects.toMatchObject({ code: 'NOT_FOUND' })

  const page = await getEventPage(
    { db: handle.db, clock: t.deps.clock },
    { id: event.id, origin: 'https://tessera.example', viewerUserId: user.id },
  )
  expect(JSON.stringify(page)).not.toContain(JOIN)
})
