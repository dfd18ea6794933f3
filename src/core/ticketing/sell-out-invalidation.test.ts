// Issue 18 / 19: a sell-out changes what cached answers say about an event (cards, the home feed, the home
// page), so the purchase that sells the last ticket reports the event to the cache invalidation, and a
// purchase that leaves tickets does not (a write storm of invalidations would empty the caches for nothing).
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import type { CacheChange } from '@/core/shared/core-caches'
import { invalidateTicketAvailability } from '@/core/shared/invalidate-ticket-availability'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { completeOrder } from './complete-order'
import { reserveTickets } from './reserve-tickets'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

async function buy(t: ReturnType<typeof createTestTicketing>, eventId: number, ticketClassId: number, quantity: number) {
  const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId, quantity }], userId: null, idempotency: null })
  const actor = { userId: null, email: null, isStaff: false, token: order.access_token }
  await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer: { name: 'Ada Lovelace', email: 'ada@example.com' }, payment: { token: 'tok_visa' } })
}

test('Selling the last ticket of an event drops the cached answers that show its availability; selling one of many does not', async () => {
  const heard: CacheChange[] = []
  const t = createTestTicketing(handle.db)
  t.deps.onInventoryChanged = (eventId) => void invalidateTicketAvailability({ invalidateCaches: async (change) => void heard.push(change) }, [eventId])
  const event = await insertEvent(handle.db, {})
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 3, priceMinor: 2500, kind: 'paid', maxPerOrder: 10 })

  await buy(t, event.id, cls.id, 2)
  expect(heard).toEqual([])
  await buy(t, event.id, cls.id, 1)
  expect(heard).toEqual([{ kind: 'ticket-class', eventIds: [event.id] }])
})
