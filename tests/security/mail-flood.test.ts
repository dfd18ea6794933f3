// Issue 39 finding 7: 100 free orders with someone else's address queued 100 confirmations in 1.2 s,
// carrying the sender's event and buyer names, and creating events multiplied what "Email attendees"
// could send. Now a free order's email counts against its recipient and its sender with the default
// limits (decision 048), carries none of the names the buyer typed, and an organizer's own words reach
// only addresses that paid or were confirmed, a bounded number of times a day per account.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { emailEventAttendees } from '@/core/creators/email-event-attendees'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { renderMetrics } from '@/core/shared/metrics'
import { completeOrder } from '@/core/ticketing/complete-order'
import { DEFAULT_MAIL_LIMITS } from '@/core/ticketing/mail-limits'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { insertEvent } from '../factories/insert-event'
import { insertOrganizer } from '../factories/insert-organizer'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertUser } from '../factories/insert-user'
import { createTestDb } from '../helpers/test-db'
import { buyAsGuest, createTestTicketing, guestWithLink } from '../helpers/ticketing-deps'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

/** The test's ticketing with the default mail limits, as a server has them. */
function limitedTicketing() {
  const t = createTestTicketing(handle.db)
  return { ...t, deps: { ...t.deps, mailLimits: DEFAULT_MAIL_LIMITS } }
}

async function freeEvent(name = 'Free Gig', organizerId?: number) {
  const event = await insertEvent(handle.db, { name, ...(organizerId === undefined ? {} : { organizerId }) })
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 1000, priceMinor: 0, kind: 'free', maxPerOrder: 10 })
  return { event, cls }
}

/** One free order from `client`, for `email`: what the API's complete step does. */
async function freeOrder(t: ReturnType<typeof limitedTicketing>, ids: { eventId: number; classId: number }, buyer: { name: string; email: string }, client: { session: string; address: string }) {
  const { order } = await reserveTickets(t.deps, { eventId: ids.eventId, lines: [{ ticketClassId: ids.classId, quantity: 1 }], userId: null, idempotency: null })
  return completeOrder(t.deps, { orderId: Number(order.id), actor: guestWithLink(order.access_token), buyer, client })
}

async function refusalsCounted(rule: string): Promise<number> {
  const line = (await renderMetrics()).split('\n').find((l) => l.startsWith(`tessera_abuse_refusals_total{rule="${rule}"}`))
  return Number(line?.split(' ')[1] ?? 0)
}

test('A hundred free orders for someone else’s address send that address ten emails, then are refused with TOO_MANY_EMAILS', async () => {
  const t = limitedTicketing()
  const { event, cls } = await freeEvent()
  const before = await refusalsCounted('mail_recipient')
  let refused = 0
  for (let i = 0; i < 100; i += 1) {
    // A fresh browser and address each time: only the recipient is the same.
    const client = { session: `flood-session-${i}`, address: `198.51.100.${i}` }
    try {
      await freeOrder(t, { eventId: event.id, classId: cls.id }, { name: 'Spammer', email: 'victim@example.com' }, client)
    } catch (error) {
      expect(error).toMatchObject({ code: 'TOO_MANY_EMAILS', extra: { details: { limited_by: 'recipient' } } })
      refused += 1
    }
  }
  expect(refused).toBe(90)
  expect(await findOutboxEmails(handle.db, { to: 'victim@example.com' })).toHaveLength(10)
  expect(await refusalsCounted('mail_recipient')).toBe(before + 90)
})

test('One browser mailing free tickets to many addresses is stopped at its own limit', async () => {
  const t = limitedTicketing()
  const { event, cls } = await freeEvent()
  const client = { session: 'one-browser', address: '203.0.113.50' }
  for (let i = 0; i < DEFAULT_MAIL_LIMITS.perSession; i += 1) {
    await freeOrder(t, { eventId: event.id, classId: cls.id }, { name: 'Sender', email: `stranger-${i}@example.com` }, client)
  }
  await expect(freeOrder(t, { eventId: event.id, classId: cls.id }, { name: 'Sender', email: 'one-more@example.com' }, client)).rejects.toMatchObject({
    code: 'TOO_MANY_EMAILS',
    extra: { details: { limited_by: 'session' } },
  })
  expect(await findOutboxEmails(handle.db, { to: 'one-more@example.com' })).toHaveLength(0)
})

test('A free order’s email to an unconfirmed address carries no name the buyer typed', async () => {
  const t = limitedTicketing()
  const { event, cls } = await freeEvent()
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
  await completeOrder(t.deps, {
    orderId: Number(order.id),
    actor: guestWithLink(order.access_token),
    buyer: { name: 'Visit spam.example now', email: 'stranger@example.com' },
    attendees: ['Cheap pills at spam.example', 'Ada'],
    client: { session: 'names-session', address: '203.0.113.60' },
  })
  const [mail] = await findOutboxEmails(handle.db, { to: 'stranger@example.com', kind: 'order-confirmation' })
  expect(mail?.text).toContain(event.name)
  expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toContain('spam.example')
})

test('An organizer’s message reaches buyers who paid, not addresses typed into free orders, and each account sends ten a day however many events it makes', async () => {
  const t = limitedTicketing()
  const creator = await insertUser(handle.db)
  const organizer = await insertOrganizer(handle.db, { ownerUserId: creator.id })
  const manager = { userId: creator.id, isStaff: false }
  const { event, cls } = await freeEvent('Announced Free Gig', organizer.id)
  await freeOrder(t, { eventId: event.id, classId: cls.id }, { name: 'Typed', email: 'typed-in@example.com' }, { session: 'ann-session', address: '203.0.113.70' })
  const paidClass = await insertTicketClass(handle.db, { eventId: event.id, capacity: 10, priceMinor: 1500, kind: 'paid', maxPerOrder: 10, name: 'Paid' })
  await buyAsGuest(handle.db, { eventId: event.id, ticketClassId: paidClass.id, quantity: 1, buyer: { name: 'Payer', email: 'payer@example.com' } })
  const send = (eventId: number) => emailEventAttendees({ ...t.deps, siteUrl: 'https://tessera.test' }, { eventId, manager, subject: 'News', message: 'Doors at 6.' })
  await expect(send(event.id)).resolves.toEqual({ emailed: 1 })
  expect(await findOutboxEmails(handle.db, { to: 'payer@example.com', kind: 'attendee-announcement' })).toHaveLength(1)
  expect(await findOutboxEmails(handle.db, { to: 'typed-in@example.com', kind: 'attendee-announcement' })).toHaveLength(0)

  // Every new event allows three an hour, but the account's ten a day stand across all of them.
  let sent = 1
  for (let e = 0; e < 4; e += 1) {
    const other = await insertEvent(handle.db, { name: `Another Gig ${e}`, organizerId: organizer.id })
    const otherClass = await insertTicketClass(handle.db, { eventId: other.id, capacity: 10, priceMinor: 1500, kind: 'paid', maxPerOrder: 10 })
    await buyAsGuest(handle.db, { eventId: other.id, ticketClassId: otherClass.id, quantity: 1, buyer: { name: 'Payer', email: `payer-${e}@example.com` } })
    for (let i = 0; i < 3; i += 1) {
      if (sent < 10) {
        await send(other.id)
        sent += 1
      } else {
        await expect(send(other.id)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
      }
    }
  }
  expect(sent).toBe(10)
})
