import { computeMoneyJson, formatMoneyExact, type MoneyJson } from '@/core/money/money'
import { sendOrganizerMessage } from '@/core/organizers/send-organizer-message'
import { AppError } from '@/core/shared/app-error'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, canActOnOrder, type OrderActor } from './order-access'
import { emailOrderActionConfirmation } from './email-order-action-confirmation'
import type { ConfirmationEmailed } from './order-action-confirmation'
import { computeBuyerSideActor } from './order-lifecycle'
import { findEventForTicketing, findOrderById } from './orders-repository'
import { assertRefundAllowed, computeRefundMode, isFreeSpot } from './refund-rules'
import { refundOrderTickets, type RefundResult } from './refund-order-tickets'
import type { TicketingDeps } from './ticketing-deps'

export type RequestRefundInput = {
  orderId: number
  actor: OrderActor
  ticketIds?: number[]
  /** The buyer's words to the organizer, for a refund the organizer decides. */
  reason?: string
  /** The caller's address, which limits how often refund requests reach an organizer (absent in core tests). */
  ip?: string
  /** Set only by confirm-order-action.ts: the buyer confirmed this refund from their email (decision 051). */
  confirmedByBuyer?: boolean
}

export type RefundRequestResult =
  | RefundResult
  | { order: RefundResult['order']; refund: { status: 'requested'; amount: MoneyJson; currency: string } }
  | ConfirmationEmailed

/**
 * An attendee's refund (issue 19 §8, issue 38 point 4), granted at once where the event's refund policy
 * allows (refund-rules.ts; a free spot is always cancelled at once before the start). Where the organizer
 * decides ("contact the organizer"), the request is emailed to the organizer (their messages' path and
 * rate limits) with the tickets and the amount, and the order stays as it is until they refund it.
 * `ticketIds` refunds only those tickets (a partial refund); the refund itself is refund-order-tickets.ts,
 * the path the organizer's refunds take too.
 *
 * Through the order's link alone (not its signed-in owner, decision 051) nothing is refunded yet: the
 * buyer is emailed a confirmation bound to these tickets, and the answer says so (`confirmation: "emailed"`).
 */
export async function requestRefund(deps: TicketingDeps, input: RequestRefundInput): Promise<RefundRequestResult> {
  const found = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, found, deps.secret)
  const event = await findEventForTicketing(deps.db, found.eventId)
  if (!event) throw new AppError('NOT_FOUND', 'There is no such event.')
  const json = await loadOrderJson(deps.db, deps, found)
  if (!input.confirmedByBuyer && !canActOnOrder(input.actor, found)) return askBuyerToConfirm(deps, { ...input, order: json, event })
  if (json.refund_mode === 'request') return sendRefundRequest(deps, { ...input, order: json, organizerId: event.organizerId, eventId: found.eventId })
  return refundOrderTickets(deps, {
    orderId: input.orderId,
    by: { actor: computeBuyerSideActor(input.actor), reason: 'refund_by_buyer' },
    ...(input.ticketIds ? { ticketIds: input.ticketIds } : {}),
    authorize: async (_tx, order, locked, at) => {
      assertOrderAccess(input.actor, order, deps.secret)
      if (order.status === 'refunded') throw new AppError('CONFLICT', 'This order has already been refunded.')
      if (order.status !== 'paid' && order.status !== 'partially_refunded') throw new AppError('CONFLICT', 'Only a paid order can be refunded.')
      if (!locked) throw new AppError('NOT_FOUND', 'There is no such event.')
      if (computeRefundMode(locked.refundPolicy, locked.startAt, at, isFreeSpot(order)) !== 'at_once') assertRefundAllowed(locked.refundPolicy, locked.startAt, at)
    },
  })
}

/**
 * Checked now what the refund would refuse anyway (a refunded order, a closed policy, tickets not of this
 * order), so that nobody is emailed a confirmation that cannot work; then the buyer is asked.
 */
async function askBuyerToConfirm(
  deps: TicketingDeps,
  input: RequestRefundInput & { order: RefundResult['order']; event: { name: string; refundPolicy: string; startAt: Date } },
): Promise<ConfirmationEmailed> {
  const { order } = input
  if (order.status === 'refunded') throw new AppError('CONFLICT', 'This order has already been refunded.')
  if (order.status !== 'paid' && order.status !== 'partially_refunded') throw new AppError('CONFLICT', 'Only a paid order can be refunded.')
  if (order.refund_mode === 'none') assertRefundAllowed(input.event.refundPolicy, input.event.startAt, deps.clock.now())
  const chosen = chooseValidTickets(order, input.ticketIds)
  const amount = chosen.reduce((sum, t) => sum + t.refund_value.value, 0)
  return emailOrderActionConfirmation(deps, {
    orderId: input.orderId,
    action: { type: 'refund', ...(input.ticketIds ? { ticket_ids: [...new Set(input.ticketIds)] } : {}), ...(input.reason ? { reason: input.reason } : {}) },
    // Written in the email's language by the email itself (the order's locale).
    summary: { eventName: input.event.name, tickets: chosen.map((t) => t.printed_code).join(', '), amountMinor: amount, currency: order.currency },
  })
}

/** The valid tickets asked for (all valid ones when none are named); 400 when any named one is not. */
function chooseValidTickets(order: RefundResult['order'], ticketIds: number[] | undefined): RefundResult['order']['tickets'] {
  const valid = order.tickets.filter((t) => t.status === 'valid')
  const chosen = ticketIds ? valid.filter((t) => ticketIds.includes(Number(t.id))) : valid
  if (chosen.length === 0 || (ticketIds && chosen.length !== new Set(ticketIds).size)) {
    throw new AppError('INVALID_ARGUMENT', 'Choose valid tickets of this order.', { ticket_ids: ['Each must be a valid (not refunded) ticket of this order.'] })
  }
  return chosen
}

async function sendRefundRequest(
  deps: TicketingDeps,
  input: RequestRefundInput & { order: RefundResult['order']; organizerId: number; eventId: number },
): Promise<RefundRequestResult> {
  const { order } = input
  const valid = order.tickets.filter((t) => t.status === 'valid')
  const chosen = chooseValidTickets(order, input.ticketIds)
  const amount = chosen.reduce((sum, t) => sum + t.refund_value.value, 0)
  const tickets = chosen.map((t) => t.printed_code).join(', ')
  const reason = input.reason?.trim() ?? ''
  await sendOrganizerMessage(deps, {
    organizerId: input.organizerId,
    eventId: input.eventId,
    name: order.buyer.name ?? order.buyer.email ?? 'Attendee',
    email: order.buyer.email ?? '',
    // Written for the organizer, who refunds it from the event's orders.
    message: `Refund request for order ${order.id}: ${chosen.length} of ${valid.length} tickets (${tickets}), ${formatMoneyExact(amount, order.currency)}.${reason ? `\n\n${reason}` : ''}`,
    ip: input.ip ?? 'unknown',
  })
  return { order, refund: { status: 'requested', amount: computeMoneyJson(amount, order.currency), currency: order.currency } }
}
