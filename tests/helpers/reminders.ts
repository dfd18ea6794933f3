// What the reminder tests share (issue 40): an event starting at a chosen time with one paid class, and
// a guest's order of it placed at a chosen moment through checkout, as buyers place them.
import type { Db } from '@/db/create-db'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { insertVenue } from '../factories/insert-venue'
import { createTestTicketing } from './ticketing-deps'
import { completeOrder } from '@/core/ticketing/complete-order'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'

export const HOUR = 3_600_000

export async function insertEventStartingAt(db: Db, startAt: Date, overrides: { reminderHours?: number[] } = {}) {
  const venue = await insertVenue(db, { name: 'Pier Hall', address1: '1 Quay Street' })
  const event = await insertEvent(db, { startAt, endAt: new Date(startAt.getTime() + 2 * HOUR), status: 'live', isOnline: false, venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude, ...overrides })
  const cls = await insertTicketClass(db, { eventId: event.id, capacity: 100, priceMinor: 2000, kind: 'paid', maxPerOrder: 10 })
  return { event, cls }
}

/** A guest's paid order of `quantity` tickets, placed at `at`; answers its id. */
export async function buyAt(db: Db, at: Date, input: { eventId: number; ticketClassId: number; quantity: number; email: string; locale?: string }): Promise<number> {
  const t = createTestTicketing(db, at)
  const { order } = await reserveTickets(t.deps, { eventId: input.eventId, lines: [{ ticketClassId: input.ticketClassId, quantity: input.quantity }], userId: null, idempotency: null, ...(input.locale ? { locale: input.locale } : {}) })
  await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Ada Reminded', email: input.email }, payment: { token: 'tok_visa' } })
  return Number(order.id)
}
