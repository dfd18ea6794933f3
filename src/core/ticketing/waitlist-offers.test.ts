// Wait-list offers when seats come back without a cancel or refund (issue 19 §9): a hold that expires by
// itself (found by the periodic sweep) and a class whose capacity is raised.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { ticketClasses } from '@/db/schema'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { joinConfirmedWaitlist } from '../../../tests/helpers/waitlist'
import { listTicketClasses } from './list-ticket-classes'
import { offerFreedTickets } from './offer-freed-tickets'
import { reserveTickets } from './reserve-tickets'
import { confirmWaitlistEntry } from './confirm-waitlist-entry'
import { joinWaitlist } from './join-waitlist'
import { removeUnconfirmedWaitlistEntries } from './remove-unconfirmed-waitlist-entries'
import { sweepWaitlistOffers } from './sweep-waitlist-offers'
import { computeWaitlistConfirmToken } from './waitlist-confirmation'
import { findWaitlistEntryById } from './waitlist-repository'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

async function soldOutClass(capacity: number) {
  const event = await insertEvent(handle.db, {})
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity, priceMinor: 2500, kind: 'paid', maxPerOrder: 10 })
  return { event, cls }
}

test('Seats of a hold that expired by itself are offered to the first in line by the sweep, once', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await soldOutClass(2)
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'sweep-first@example.com', quantity: 2 })
  // While the hold stands the sweep has nothing to give.
  await sweepWaitlistOffers(t.deps)
  expect(await findOutboxEmails(handle.db, { to: 'sweep-first@example.com', kind: 'waitlist-offer' })).toHaveLength(0)

  t.advance(10 * 60_000 + 1)
  await sweepWaitlistOffers(t.deps)
  await sweepWaitlistOffers(t.deps)
  expect(await findOutboxEmails(handle.db, { to: 'sweep-first@example.com', kind: 'waitlist-offer' })).toHaveLength(1)
  // The freed seats are held for the wait-listed buyer, not put back on sale.
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]).toMatchObject({ quantity_remaining: 0, on_sale_status: 'SOLD_OUT' })
})

test('An offer nobody took lapses and the sweep offers its seats to the next in line', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await soldOutClass(1)
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'lapse-first@example.com', quantity: 1 })
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'lapse-second@example.com', quantity: 1 })
  t.advance(10 * 60_000 + 1)
  await sweepWaitlistOffers(t.deps)
  expect(await findOutboxEmails(handle.db, { to: 'lapse-second@example.com', kind: 'waitlist-offer' })).toHaveLength(0)
  t.advance(24 * 3600_000 + 1)
  await sweepWaitlistOffers(t.deps)
  expect(await findOutboxEmails(handle.db, { to: 'lapse-first@example.com', kind: 'waitlist-offer' })).toHaveLength(1)
  expect(await findOutboxEmails(handle.db, { to: 'lapse-second@example.com', kind: 'waitlist-offer' })).toHaveLength(1)
})

test('Raising a sold-out class\'s capacity offers the new seats to the wait-list in order, as far as they go', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await soldOutClass(1)
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'raise-first@example.com', quantity: 2 })
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'raise-second@example.com', quantity: 2 })
  // What the creators' class PATCH does: raise capacity, then offer after its commit.
  await handle.db.update(ticketClasses).set({ capacity: 3 }).where(eq(ticketClasses.id, cls.id))
  expect(await offerFreedTickets(t.deps, { ticketClassId: cls.id })).toBe(1)
  expect(await findOutboxEmails(handle.db, { to: 'raise-first@example.com', kind: 'waitlist-offer' })).toHaveLength(1)
  expect(await findOutboxEmails(handle.db, { to: 'raise-second@example.com', kind: 'waitlist-offer' })).toHaveLength(0)
  expect(await offerFreedTickets(t.deps, { ticketClassId: cls.id })).toBe(0)
})

test('Joins nobody confirmed within a week are removed, and their link then says to join again; confirmed places stay', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await soldOutClass(1)
  await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  const stale = await joinWaitlist(t.deps, { ticketClassId: cls.id, email: 'never-confirmed@example.com', quantity: 1 })
  const fan = await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'confirmed-fan@example.com', quantity: 1 })
  // A moment short of a week, nothing is old enough.
  t.advance(7 * 86_400_000 - 1000)
  expect(await removeUnconfirmedWaitlistEntries(t.deps)).toBe(0)
  t.advance(2000)
  expect(await removeUnconfirmedWaitlistEntries(t.deps)).toBe(1)
  const staleId = Number(stale.waitlist_entry.id)
  await expect(confirmWaitlistEntry(t.deps, { entryId: staleId, token: computeWaitlistConfirmToken(t.deps.secret, staleId) })).rejects.toThrow(/join the waitlist again/)
  expect(await findWaitlistEntryById(handle.db, Number(fan.waitlist_entry.id))).toMatchObject({ email: 'confirmed-fan@example.com' })
})
