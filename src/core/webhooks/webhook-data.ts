// The `data` of each webhook type (decision 066): the object in the shape our API answers for it, read in
// the dispatcher's transaction so it is the object as it stands when the message is made.
import { computeEventOrderJson } from '@/core/creators/get-event-order'
import { computeEventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import { findEventForTicketing, findOrderById, findOrderLinesByOrderId } from '@/core/ticketing/orders-repository'
import { formatTicketCode } from '@/core/ticketing/ticket-code'
import { findAnswersByOrderIds } from '@/core/ticketing/registration-questions-repository'
import { findTicketById, findTicketsByOrderId } from '@/core/ticketing/tickets-repository'
import type { Db } from '@/db/create-db'

/** The order as GET /api/v3/events/{id}/orders/{order_id}/ answers it (its `order`), or null when it is gone. */
export async function loadOrderWebhookData(db: Db, orderId: number, now: Date): Promise<Record<string, unknown> | null> {
  const order = await findOrderById(db, orderId)
  const event = order && (await findEventForTicketing(db, order.eventId))
  if (!order || !event) return null
  const [lines, tickets, answers] = await Promise.all([findOrderLinesByOrderId(db, order.id), findTicketsByOrderId(db, order.id), findAnswersByOrderIds(db, [order.id])])
  return computeEventOrderJson(order, event, lines, tickets, now, answers)
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
