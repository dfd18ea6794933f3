// Decision 052: the stored price summary follows the classes' sales windows through the sweep, and a
// sell-out through the purchase that causes it.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import type { DbHandle } from '@/db/create-db'
import { events } from '@/db/schema'
import type { CacheChange } from '@/core/shared/core-caches'
import { completeOrder } from '@/core/ticketing/complete-order'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { refreshEventPriceSummaries } from './event-price-summary-repository'
import { sweepPriceSummaries } from './sweep-price-summaries'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const DAY_MS = 86_400_000

async function summaryOf(eventId: number) {
  const [row] = await handle.db
    .select({ isFree: events.isFree, min: events.minPriceMinor, max: events.maxPriceMinor, salesStart: events.priceSalesStart })
    .from(events)
    .where(eq(events.id, eventId))
  return row
}

test('When an early bird’s sales end, the sweep moves the event’s price to the class still on sale and drops the cached searches', async () => {
  const t0 = new Date(Date.now() - DAY_MS)
  const event = await insertEvent(handle.db, { startAt: new Date(t0.getTime() + 30 * DAY_MS) })
  await insertTicketClass(handle.db, { eventId: event.id, name: 'Early bird', priceMinor: 875, capacity: 20, salesStart: null, salesEnd: new Date(t0.getTime() + DAY_MS) })
  await insertTicketClass(handle.db, { eventId: event.id, name: 'General Admission', priceMinor: 1134, capacity: 80, salesStart: null, salesEnd: null })
  await refreshEventPriceSummaries(handle.db, [event.id], t0)
  expect(await summaryOf(event.id)).toMatchObject({ min: 875, max: 1134 })

  const heard: CacheChange[] = []
  const deps = (now: Date) => ({ db: handle.db, clock: { now: () => now }, invalidateCaches: async (change: CacheChange) => void heard.push(change) })
  // Before the early bird ends, the event is not due.
  await sweepPriceSummaries(deps(new Date(t0.getTime() + DAY_MS / 2)))
  expect(await summaryOf(event.id)).toMatchObject({ min: 875 })
  expect(heard.filter((c) => c.kind === 'event' && c.ids.includes(event.id))).toEqual([])

  await sweepPriceSummaries(deps(new Date(t0.getTime() + 2 * DAY_MS)))
  expect(await summaryOf(event.id)).toMatchObject({ min: 1134, max: 1134, isFree: false })
  expect(heard).toContainEqual({ kind: 'event', ids: expect.arrayContaining([event.id]) as number[] })
})

test('A class that goes on sale later gives the price with its start until then, and the sweep clears the start when it comes', async () => {
  const t0 = new Date(Date.now() - DAY_MS)
  const starts = new Date(t0.getTime() + 3 * DAY_MS)
  const event = await insertEvent(handle.db, { startAt: new Date(t0.getTime() + 30 * DAY_MS) })
  await insertTicketClass(handle.db, { eventId: event.id, priceMinor: 1800, capacity: 20, salesStart: starts, salesEnd: null })
  await refreshEventPriceSummaries(handle.db, [event.id], t0)
  expect(await summaryOf(event.id)).toMatchObject({ min: 1800, salesStart: starts })
  await sweepPriceSummaries({ db: handle.db, clock: { now: () => new Date(starts.getTime() + 1000) }, invalidateCaches: async () => undefined })
  expect(await summaryOf(event.id)).toMatchObject({ min: 1800, salesStart: null })
})

test('Selling out the cheapest class moves the event’s price to the next class at once', async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db, {})
  const cheap = await insertTicketClass(handle.db, { eventId: event.id, kind: 'paid', priceMinor: 900, capacity: 2, maxPerOrder: 10, salesStart: null, salesEnd: null })
  await insertTicketClass(handle.db, { eventId: event.id, kind: 'paid', priceMinor: 2500, capacity: 50, maxPerOrder: 10, salesStart: null, salesEnd: null })
  await refreshEventPriceSummaries(handle.db, [event.id], t.deps.clock.now())
  expect(await summaryOf(event.id)).toMatchObject({ min: 900 })
  const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cheap.id, quantity: 2 }], userId: null, idempotency: null })
  const actor = { userId: null, email: null, isStaff: false, token: order.access_token }
  await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer: { name: 'Ada Lovelace', email: 'ada@example.com' }, payment: { token: 'tok_visa' } })
  expect(await summaryOf(event.id)).toMatchObject({ min: 2500, max: 2500 })
})
