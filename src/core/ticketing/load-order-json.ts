import type { Db } from '@/db/create-db'
import { computeApprovalJson } from './approval-rules'
import type { OrderJson } from './order-json'
import { computeLatePaymentRefundJson, computeOrderJson } from './order-json'
import { findOrderEventsByOrderId } from './order-lifecycle-repository'
import { findEventForTicketing, findOrderLinesByOrderId, type OrderRow } from './orders-repository'
import { findOrderAnswersJson } from './registration-answers'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

/**
 * The API object of `order`, with its lines and tickets read through `db` (which may be a transaction);
 * an order marked expired also says what became of the late payment that expired it, and one that needed
 * the organizer's approval what was decided (decision 064), both from its trail.
 */
export async function loadOrderJson(db: Db, deps: Pick<TicketingDeps, 'clock' | 'secret' | 'siteUrl'>, order: OrderRow): Promise<OrderJson> {
  const lines = await findOrderLinesByOrderId(db, order.id)
  const tickets = await findTicketsByOrderId(db, order.id)
  const event = await findEventForTicketing(db, order.eventId)
  const json = { ...computeOrderJson(order, lines, tickets, { now: deps.clock.now(), secret: deps.secret, siteUrl: deps.siteUrl, event }), answers: await findOrderAnswersJson(db, order.id) }
  // A hold has only its first entry; any later order may have been through approval.
  if (order.status === 'reserved') return json
  const trail = await findOrderEventsByOrderId(db, order.id)
  const approval = computeApprovalJson(trail)
  const withApproval = approval ? { ...json, approval } : json
  if (order.status !== 'expired' || approval) return withApproval
  const expiry = trail.findLast((e) => e.ticketId === null && e.toStatus === 'expired')
  return { ...withApproval, late_payment_refund: computeLatePaymentRefundJson(order, expiry ?? null) }
}
