// Issue 40 on the embedded database: reminders go out once per order and offset, with the tickets still to
// be used and the place, in the buyer's language; never to checked-in tickets, cancelled or refunded
// orders, cancelled events, or for an offset that had passed when the order was placed.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import type { DbHandle } from '@/db/create-db'
import { events, orders, tickets } from '@/db/schema'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { buyAt, HOUR, insertEventStartingAt } from '../../../tests/helpers/reminders'
import { findDueReminders, findOrderRemindersByOrderId } from './order-reminders-repository'
import { sendOrderReminders } from './send-order-reminders'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

// Each test its own month, a year ahead, so that one test's due reminders never reach another's.
const startIn = (month: number) => new Date(Date.UTC(new Date().getUTCFullYear() + 1, month, 12, 18, 0))
const sweepAt = (at: Date) => sendOrderReminders({ ...createTestTicketing(handle.db, at).deps })
const remindersTo = (email: string) => findOutboxEmails(handle.db, { to: email, kind: 'order-reminder' })

test('Two sweeps at once send the 24-hour reminder once, with the tickets’ QR codes, the place and the map', async () => {
  const start = startIn(0)
  const { event, cls } = await insertEventStartingAt(handle.db, start)
  const email = 'twice.swept@example.com'
  const orderId = await buyAt(handle.db, new Date(start.getTime() - 10 * 24 * HOUR), { eventId: event.id, ticketClassId: cls.id, quantity: 2, email })
  const at = new Date(start.getTime() - 23 * HOUR)
  await Promise.all([sweepAt(at), sweepAt(at)])
  await sweepAt(new Date(at.getTime() + HOUR))
  const sent = await remindersTo(email)
  expect(sent).toHaveLength(1)
  const [reminder] = sent
  expect(reminder!.subject).toBe(`Reminder: ${event.name} starts in 24 hours`)
  expect(reminder!.text).toContain('Where: Pier Hall, 1 Quay Street')
  expect(reminder!.text).toContain('Map: https://www.openstreetmap.org/')
  expect(reminder!.text).toContain(`/orders/${orderId}/?token=`)
  expect(reminder!.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength(2)
  expect(reminder!.html).toContain('cid:ticket-')
  expect(await findOrderRemindersByOrderId(handle.db, orderId)).toEqual([{ hoursBefore: 24, status: 'sent' }])
  // Two hours before, the second reminder; then nothing more.
  await sweepAt(new Date(start.getTime() - 90 * 60_000))
  await sweepAt(new Date(start.getTime() - 30 * 60_000))
  expect((await remindersTo(email)).map((e) => e.subject)).toEqual([`Reminder: ${event.name} starts in 2 hours`, `Reminder: ${event.name} starts in 24 hours`])
})

test('A checked-in ticket is left out, and an order whose tickets are all checked in gets no reminder', async () => {
  const start = startIn(1)
  const { event, cls } = await insertEventStartingAt(handle.db, start)
  const placed = new Date(start.getTime() - 5 * 24 * HOUR)
  const partly = await buyAt(handle.db, placed, { eventId: event.id, ticketClassId: cls.id, quantity: 2, email: 'partly.in@example.com' })
  const all = await buyAt(handle.db, placed, { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: 'all.in@example.com' })
  const [first] = await handle.db.select().from(tickets).where(eq(tickets.orderId, partly)).orderBy(tickets.id)
  await handle.db.update(tickets).set({ checkedInAt: placed }).where(eq(tickets.id, first!.id))
  await handle.db.update(tickets).set({ checkedInAt: placed }).where(eq(tickets.orderId, all))
  await sweepAt(new Date(start.getTime() - 2 * HOUR))
  const [partlyMail] = await remindersTo('partly.in@example.com')
  expect(partlyMail!.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength(1)
  expect(partlyMail!.text).not.toContain(first!.code.slice(0, 4) + '-')
  expect(await remindersTo('all.in@example.com')).toHaveLength(0)
  expect(await findOrderRemindersByOrderId(handle.db, all)).toEqual([{ hoursBefore: 24, status: 'skipped' }, { hoursBefore: 2, status: 'skipped' }])
})

test('Refunded orders, cancelled events, switched-off reminders and late purchases get no reminder', async () => {
  const start = startIn(2)
  const placed = new Date(start.getTime() - 5 * 24 * HOUR)
  const { event, cls } = await insertEventStartingAt(handle.db, start)
  const refunded = await buyAt(handle.db, placed, { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: 'refunded.buyer@example.com' })
  await handle.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded))
  const late = await buyAt(handle.db, new Date(start.getTime() - HOUR), { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: 'late.buyer@example.com' })
  const cancelled = await insertEventStartingAt(handle.db, start)
  await buyAt(handle.db, placed, { eventId: cancelled.event.id, ticketClassId: cancelled.cls.id, quantity: 1, email: 'cancelled.event@example.com' })
  await handle.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, cancelled.event.id))
  const off = await insertEventStartingAt(handle.db, start, { reminderHours: [] })
  await buyAt(handle.db, placed, { eventId: off.event.id, ticketClassId: off.cls.id, quantity: 1, email: 'switched.off@example.com' })
  await sweepAt(new Date(start.getTime() - 30 * 60_000))
  for (const email of ['refunded.buyer@example.com', 'cancelled.event@example.com', 'switched.off@example.com']) expect(await remindersTo(email)).toHaveLength(0)
  // Bought an hour before: the 24-hour and 2-hour reminders had passed.
  expect(await remindersTo('late.buyer@example.com')).toHaveLength(0)
  expect(await findOrderRemindersByOrderId(handle.db, late)).toEqual([])
})

test('The reminder is written in the language of the page the order was placed on', async () => {
  const start = startIn(3)
  const { event, cls } = await insertEventStartingAt(handle.db, start, { reminderHours: [48] })
  await buyAt(handle.db, new Date(start.getTime() - 5 * 24 * HOUR), { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: 'auf.deutsch@example.com', locale: 'de_DE' })
  await sweepAt(new Date(start.getTime() - 47 * HOUR))
  const [reminder] = await remindersTo('auf.deutsch@example.com')
  expect(reminder!.subject).toBe(`Erinnerung: ${event.name} beginnt in 2 Tagen`)
  expect(reminder!.text).toContain('Deine Tickets findest du unten')
})

test('Due reminders are read in pages that go on where the last ended, so candidates not yet due for their own event never hold others back', async () => {
  const start = startIn(9)
  const { event, cls } = await insertEventStartingAt(handle.db, start)
  const bought = new Date(start.getTime() - 10 * 24 * HOUR)
  const first = await buyAt(handle.db, bought, { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: 'paged.first@example.com' })
  const second = await buyAt(handle.db, bought, { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: 'paged.second@example.com' })
  const at = new Date(start.getTime() - 90 * 60_000)
  // Both offsets of both orders are due 90 minutes before; one row a page walks them all, in order, once.
  const seen: string[] = []
  let after: Awaited<ReturnType<typeof findDueReminders>>[number] | null = null
  for (let page = 0; page < 10; page++) {
    const rows: Awaited<ReturnType<typeof findDueReminders>> = (await findDueReminders(handle.db, at, 1, after)).filter((r) => r.eventId === event.id)
    if (rows.length === 0) break
    seen.push(`${rows[0]!.orderId}:${rows[0]!.hoursBefore}`)
    after = rows[0]!
  }
  expect(seen).toEqual([`${first}:24`, `${first}:2`, `${second}:24`, `${second}:2`])
})

test('On a test server whose events’ clocks were moved apart, an event whose clock stayed behind still gets its reminder', async () => {
  const start = startIn(10)
  const { event, cls } = await insertEventStartingAt(handle.db, start)
  const email = 'clock.behind@example.com'
  await buyAt(handle.db, new Date(start.getTime() - 10 * 24 * HOUR), { eventId: event.id, ticketClassId: cls.id, quantity: 1, email })
  // This event's clock reads 23 hours before its start; another event's clock was moved six days further.
  const own = new Date(start.getTime() - 23 * HOUR)
  const span = { earliest: own, latest: new Date(own.getTime() + 6 * 24 * HOUR) }
  const result = await sendOrderReminders({ ...createTestTicketing(handle.db, own).deps, eventNow: () => own }, span)
  expect(result.sent).toBeGreaterThanOrEqual(1)
  expect((await remindersTo(email)).map((e) => e.subject)).toEqual([`Reminder: ${event.name} starts in 24 hours`])
})
