// The `data` of each webhook type (decision 066): the object in the shape our API answers for it, read in
// the dispatcher's transaction so it is the object as it stands when the message is made.
import { computeEventOrderJson } from '@/core/creators/get-event-order'
import { computeEventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import { findEventForTicketing, findOrderLinesByOrderIds, findOrdersByIds, type EventForTicketing } from '@/core/ticketing/orders-repository'
import { formatTicketCode } from '@/core/ticketing/ticket-code'
import { findAnswersByOrderIds } from '@/core/ticketing/registration-questions-repository'
import { findTicketById, findTicketsByOrderIds } from '@/core/ticketing/tickets-repository'
import type { Db } from '@/db/create-db'

/**
 * The orders of a dispatcher's batch as GET /api/v3/events/{id}/orders/{order_id}/ answers each (its
 * `order`), read with one query per kind (orders, lines, tickets, answers) and one per event instead of
 * five reads per order: a burst of purchases is fanned out without a round trip per order and kind. An
 * order that is gone is left out.
 */
export async function loadOrderWebhookDataBatch(db: Db, orderIds: readonly number[], now: Date): Promise<Map<number, Record<string, unknown>>> {
  const ids = [...new Set(orderIds)]
  if (ids.length === 0) return new Map()
  const [found, lines, tickets, answers] = await Promise.all([findOrdersByIds(db, ids), findOrderLinesByOrderIds(db, ids), findTicketsByOrderIds(db, ids), findAnswersByOrderIds(db, ids)])
  const events = new Map<number, EventForTicketing | null>()
  for (const eventId of new Set(found.map((o) => o.eventId))) events.set(eventId, await findEventForTicketing(db, eventId))
  const data = new Map<number, Record<string, unknown>>()
  for (const order of found) {
    const event = events.get(order.eventId)
    if (!event) continue
    const mine = <T extends { orderId: number }>(rows: readonly T[]) => rows.filter((r) => r.orderId === order.id)
    data.set(order.id, computeEventOrderJson(order, event, mine(lines), mine(tickets), now, mine(answers)))
  }
  return data
}

/** The attendee (a ticket of the order, as the order's `tickets` list shows it) with its order and event ids. */
export async function loadAttendeeWebhookData(db: Db, ticketId: number, eventId: number): Promise<Record<string, unknown> | null> {
  const ticket = await findTicketById(db, ticketId)
  if (!ticket) return null
  return {
    id: String(ticket.id),
    order_id: String(ticket.orderId),
    event_id: String(eventId),
    printed_code: formatTicketCode(ticket.code),
    ticket_class_id: String(ticket.ticketClassId),
    status: ticket.status,
    attendee_name: ticket.attendeeName,
    checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
  }
}

/** The event in its public API shape (GET /api/v3/events/{id}/ without the organizer-only fields). */
export async function loadEventWebhookData(db: Db, eventId: number, now: Date, origin: string): Promise<Record<string, unknown> | null> {
  const [detail] = await findEventDetailsByIds(db, [eventId], { now, viewerUserId: null })
  return detail ? computeEventJson(detail, { now, origin }) : null
}

/** A sold-out ticket class: its id, event, name, capacity and seats sold. */
export function computeTicketClassWebhookData(c: { id: number; eventId: number; name: string; capacity: number; sold: number }): Record<string, unknown> {
  return { id: String(c.id), event_id: String(c.eventId), name: c.name, quantity_total: c.capacity, quantity_sold: c.sold }
}
