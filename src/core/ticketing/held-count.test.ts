// The quick hold (decision 015) decides from a running count of held seats; these prove, on the embedded
// database, that buyers see availability as capacity − sold − unexpired holds all the same: expired holds
// stop counting without any clean-up, a cancelled hold frees its seats at once, and an order for two
// classes holds both or neither. Concurrency is proven on PostgreSQL (ticketing.pg.test.ts).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { ticketClasses } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { cancelOrder } from './cancel-order'
import { completeOrder } from './complete-order'
import { joinConfirmedWaitlist } from '../../../tests/helpers/waitlist'
import { listTicketClasses } from './list-ticket-classes'
import { reserveTickets } from './reserve-tickets'
import { sweepWaitlistOffers } from './sweep-waitlist-offers'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const buyer = { name: 'Grace Hopper', email: 'grace@example.com' }
const guest = (token: string) => ({ userId: null, email: null, isStaff: false, token })

const classOf = (eventId: number, capacity: number, priceMinor: number) =>
  insertTicketClass(handle.db, { eventId, capacity, priceMinor, maxPerOrder: 10 })
const holdLines = (
  t: ReturnType<typeof createTestTicketing>,
  eventId: number,
  lines: { ticketClassId: number; quantity: number }[],
) => reserveTickets(t.deps, { eventId, lines, userId: null, idempotency: null })

async function storedCounts(classId: number) {
  const [row] = await handle.db
    .select({ sold: ticketClasses.sold, held: ticketClasses.held })
    .from(ticketClasses)
    .where(eq(ticketClasses.id, classId))
  return row
}

test('Seats of expired holds sell again, a cancelled hold frees its seats at once, and a paid class sells no more than its capacity', async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db)
  const cls = await classOf(event.id, 3, 1200)
  const hold = (quantity: number) => holdLines(t, event.id, [{ ticketClassId: cls.id, quantity }])

  await hold(3)
  await expect(hold(1)).rejects.toMatchObject({ code: 'SOLD_OUT' })
  t.advance(10 * 60_000 + 1)
  // The expired hold is still in the running count; the buyer is sold the seats all the same.
  const second = await hold(3)
  expect(second.order.status).toBe('reserved')
  await expect(hold(1)).rejects.toMatchObject({ code: 'SOLD_OUT' })

  await cancelOrder(t.deps, { orderId: Number(second.order.id), actor: guest(second.order.access_token) })
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]?.quantity_remaining).toBe(
    3,
  )
  const third = await hold(2)
  const paid = await completeOrder(t.deps, {
    orderId: Number(third.order.id),
    actor: guest(third.order.access_token),
    buyer,
    payment: { token: 'tok_visa' },
  })
  expect(paid.order.status).toBe('paid')
  expect(paid.order.tickets).toHaveLength(2)
  await hold(1)
  await expect(hold(1)).rejects.toMatchObject({ code: 'SOLD_OUT' })
  expect((await listTicketClasses(t.deps, { eventId: event.id })).ticket_classes[0]?.quantity_remaining).toBe(
    0,
  )
  // Two sold, one held: the running count holds exactly the unexpired hold.
  expect(await storedCounts(cls.id)).toEqual({ sold: 2, held: 1 })
})

test('An order for two classes holds both or neither: a full class leaves the other untouched', async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db)
  const roomy = await classOf(event.id, 5, 1000)
  const tight = await classOf(event.id, 1, 3000)
  await holdLines(t, event.id, [{ ticketClassId: tight.id, quantity: 1 }])
  await expect(
    holdLines(t, event.id, [
      { ticketClassId: roomy.id, quantity: 2 },
      { ticketClassId: tight.id, quantity: 1 },
    ]),
  ).rejects.toMatchObject({ code: 'SOLD_OUT' })
  expect(await storedCounts(roomy.id)).toEqual({ sold: 0, held: 0 })
  const both = await holdLines(t, event.id, [{ ticketClassId: roomy.id, quantity: 5 }])
  expect(both.order.lines.map((l) => l.quantity)).toEqual([5])
})

test('A paid order of two classes issues a ticket per seat and moves both classes from held to sold', async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db)
  const a = await classOf(event.id, 5, 1000)
  const b = await classOf(event.id, 5, 2000)
  const { order } = await holdLines(t, event.id, [
    { ticketClassId: b.id, quantity: 1 },
    { ticketClassId: a.id, quantity: 2 },
  ])
  const paid = await completeOrder(t.deps, {
    orderId: Number(order.id),
    actor: guest(order.access_token),
    buyer,
    attendees: ['One', 'Two'],
    payment: { token: 'tok_visa' },
  })
  expect(paid.order.status).toBe('paid')
  // The buyer's line order (b, then a) holds throughout: attendee names follow it.
  expect(order.lines.map((l) => l.ticket_class_id)).toEqual([String(b.id), String(a.id)])
  expect(paid.order.tickets.map((x) => [x.ticket_class_id, x.attendee_name])).toEqual([
    [String(b.id), 'One'],
    [String(a.id), 'Two'],
    [String(a.id), null],
  ])
  expect(await storedCounts(a.id)).toEqual({ sold: 2, held: 0 })
  expect(await storedCounts(b.id)).toEqual({ sold: 1, held: 0 })
})

test('An Idempotency-Key sent twice at once makes one order and one hold; reused for another event it is refused as IDEMPOTENCY_KEY_REUSED', async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db)
  const cls = await classOf(event.id, 10, 1500)
  const input = {
    eventId: event.id,
    lines: [{ ticketClassId: cls.id, quantity: 2 }],
    userId: null,
    idempotency: { scope: 'anon:twice', key: 'k-twice' },
  }
  const [a, b] = await Promise.all([reserveTickets(t.deps, input), reserveTickets(t.deps, input)])
  expect(a.order.id).toBe(b.order.id)
  expect([a.created, b.created].sort()).toEqual([false, true])
  expect(await storedCounts(cls.id)).toEqual({ sold: 0, held: 2 })
  const other = await insertEvent(handle.db)
  const otherClass = await classOf(other.id, 10, 1500)
  await expect(
    reserveTickets(t.deps, {
      ...input,
      eventId: other.id,
      lines: [{ ticketClassId: otherClass.id, quantity: 1 }],
    }),
  ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
  expect(await storedCounts(otherClass.id)).toEqual({ sold: 0, held: 0 })
})

test("A wait-list offer made from expired holds' seats leaves the held count at the offer alone, and the rest sells at once", async () => {
  const t = createTestTicketing(handle.db)
  const event = await insertEvent(handle.db)
  const cls = await classOf(event.id, 3, 2000)
  await holdLines(t, event.id, [{ ticketClassId: cls.id, quantity: 3 }])
  await joinConfirmedWaitlist(t.deps, { ticketClassId: cls.id, email: 'waiting@example.com', quantity: 1 })
  t.advance(10 * 60_000 + 1)
  await sweepWaitlistOffers(t.deps)
  expect(await storedCounts(cls.id)).toEqual({ sold: 0, held: 1 })
  const rest = await holdLines(t, event.id, [{ ticketClassId: cls.id, quantity: 2 }])
  expect(rest.order.status).toBe('reserved')
  await expect(holdLines(t, event.id, [{ ticketClassId: cls.id, quantity: 1 }])).rejects.toMatchObject({
    code: 'SOLD_OUT',
  })
})
