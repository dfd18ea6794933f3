// GET /api/v3/events/{id}/orders/{order_id}/ (issue 36): one order of the organizer's event as they see it,
// with its history: every move of the order and its tickets from its trail (order_events), oldest first,
// who made it, the money it moved and why. Its organizer and staff (who only read); anyone else 404.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findOrderEventsByOrderId } from '@/core/ticketing/order-lifecycle-repository'
import { computeOrderStatus, type OrderActorKind, type OrderStatus } from '@/core/ticketing/order-state'
import { findOrderById, findOrderLinesByOrderId, type OrderLineRow, type OrderRow } from '@/core/ticketing/orders-repository'
import { findTicketsByOrderId, type TicketRow } from '@/core/ticketing/tickets-repository'
import { formatTicketCode } from '@/core/ticketing/ticket-code'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { toAnswerJson } from '@/core/ticketing/registration-answers'
import { findAnswersByOrderIds, type AnswerRow } from '@/core/ticketing/registration-questions-repository'
import { computeTicketAnswers, type AnswerJson } from '@/core/ticketing/registration-rules'
import { assertManagedOrder, type Manager } from './managed-event-access'

export type OrderHistoryEntryJson = {
  id: string
  /** order.created, order.paid, order.partially_refunded, ticket.refunded, ticket.checked_in, … */
  type: string
  created: string
  from: string | null
  to: string
  /** Set for an entry about one ticket of the order. */
  ticket_id: string | null
  actor: { kind: OrderActorKind; user_id: string | null }
  amount: MoneyJson | null
  reason: string
}

export type EventOrderJson = EventOrderDetailJson['order']

export type EventOrderDetailJson = {
  /** Whether the caller may refund or cancel it (its organizer); staff only read. */
  can_act: boolean
  order: {
    id: string
    event_id: string
    event_name: string
    /** The event's IANA zone, for the times shown. */
    event_timezone: string
    status: OrderStatus
    created: string
    buyer: { name: string | null; email: string | null }
    total: MoneyJson
    refunded: MoneyJson
    lines: { ticket_class_id: string; name: string; quantity: number }[]
    tickets: { id: string; printed_code: string; ticket_class_id: string; status: string; attendee_name: string | null; checked_in_at: string | null; answers: AnswerJson[] }[]
    /** The buyer's answers to the questions at registration (decision 063); each ticket lists its own and its order's. */
    answers: AnswerJson[]
  }
  history: OrderHistoryEntryJson[]
}

export async function getEventOrder(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; orderId: number; manager: Manager },
): Promise<EventOrderDetailJson> {
  const order = await findOrderById(db, input.orderId)
  const event = await assertManagedOrder(db, input.eventId, input.manager, order, 'read')
  if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
  const [lines, tickets, trail, answers] = await Promise.all([findOrderLinesByOrderId(db, order.id), findTicketsByOrderId(db, order.id), findOrderEventsByOrderId(db, order.id), findAnswersByOrderIds(db, [order.id])])
  return {
    can_act: event.standing.kind !== 'none',
    order: computeEventOrderJson(order, event, lines, tickets, clock.now(), answers),
    history: trail.map((e) => ({
      id: String(e.id),
      type: e.type,
      created: e.createdAt.toISOString(),
      from: e.fromStatus,
      to: e.toStatus,
      ticket_id: e.ticketId === null ? null : String(e.ticketId),
      actor: { kind: e.actorKind as OrderActorKind, user_id: e.actorUserId === null ? null : String(e.actorUserId) },
      amount: e.amountMinor === null ? null : computeMoneyJson(e.amountMinor, e.currency),
      reason: e.reason,
    })),
  }
}

/** An order as its organizer sees it through the API (also the `data` of the order webhooks, decision 066). */
export function computeEventOrderJson(
  order: OrderRow,
  event: { name: string; timeZone: string },
  lines: readonly OrderLineRow[],
  tickets: readonly TicketRow[],
  now: Date,
  answers: readonly AnswerRow[],
): EventOrderJson {
  const ticketAnswers = computeTicketAnswers(tickets, answers)
  return {
    id: String(order.id),
    event_id: String(order.eventId),
    event_name: event.name,
    event_timezone: event.timeZone,
    status: computeOrderStatus(order.status, order.expiresAt, now),
    created: order.createdAt.toISOString(),
    buyer: { name: order.buyerName, email: order.buyerEmail },
    total: computeMoneyJson(order.totalMinor, order.currency),
    refunded: computeMoneyJson(order.refundedMinor, order.currency),
    lines: lines.map((l) => ({ ticket_class_id: String(l.ticketClassId), name: l.ticketClassName, quantity: l.quantity })),
    tickets: tickets.map((t) => ({
      id: String(t.id),
      printed_code: formatTicketCode(t.code),
      ticket_class_id: String(t.ticketClassId),
      status: t.status,
      attendee_name: t.attendeeName,
      checked_in_at: t.checkedInAt?.toISOString() ?? null,
      answers: (ticketAnswers.get(t.id) ?? []).map(toAnswerJson),
    })),
    answers: answers.map(toAnswerJson),
  }
}
