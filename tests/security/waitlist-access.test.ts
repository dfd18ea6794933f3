// Issue 21 cross-user corpus, the wait-list (issue 19 §9): a draft's ticket classes are its organizer's
// alone (its public ticket list answers 404), so nobody joins a draft class's wait-list either, sold out
// or not; the same class takes entries once the event is live and sold out.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { events } from '@/db/schema'
import type { DbHandle } from '@/db/create-db'
import { joinWaitlist } from '@/core/ticketing/join-waitlist'
import { listTicketClasses } from '@/core/ticketing/list-ticket-classes'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { createTestDb } from '../helpers/test-db'
import { createTestTicketing } from '../helpers/ticketing-deps'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

test("Nobody joins the wait-list of a draft's ticket class, sold out or not; once live and sold out it takes entries", async () => {
  const t = createTestTicketing(handle.db)
  const draft = await insertEvent(handle.db, { status: 'draft' })
  const open = await insertTicketClass(handle.db, {
    eventId: draft.id,
    capacity: 5,
    priceMinor: 1500,
    kind: 'paid',
    maxPerOrder: 4,
  })
  const soldOut = await insertTicketClass(handle.db, {
    eventId: draft.id,
    capacity: 2,
    sold: 2,
    priceMinor: 1500,
    kind: 'paid',
    maxPerOrder: 4,
  })
  await expect(listTicketClasses(t.deps, { eventId: draft.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  for (const cls of [open, soldOut]) {
    await expect(
      joinWaitlist(t.deps, { ticketClassId: cls.id, email: 'queue@example.com', quantity: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  }

  await handle.db.update(events).set({ status: 'live' }).where(eq(events.id, draft.id))
  const joined = await joinWaitlist(t.deps, {
    ticketClassId: soldOut.id,
    email: 'queue@example.com',
    quantity: 1,
  })
  expect(joined.waitlist_entry).toMatchObject({
    ticket_class_id: String(soldOut.id),
    status: 'waiting',
    confirmed: false,
    position: null,
  })
})
