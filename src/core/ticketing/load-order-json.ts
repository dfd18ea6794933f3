import type { Db } from '@/db/create-db'
import type { OrderJson } from './order-json'
import { computeLatePaymentRefundJson, computeOrderJson } from './order-json'
import { findOrderEventsByOrderId } from './order-lifecycle-repository'
import { findEventForTicketing, findOrderLinesByOrderId, type OrderRow } from './orders-repository'
import { findOrderAnswersJson } from './registration-answers'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

/**
 * The API object of `order`, with its lines and tickets read through `db` (which may be a transaction);
 * an order marked expired also says what became of the late payment that expired it (its trail).
 */
export async function loadOrderJson(db: Db, deps: Pick<TicketingDeps, 'clock' | 'secret' | 'siteUrl'>, order: OrderRow): Promise<OrderJson> {
  const lines = await findOrderLinesByOrderId(db, order.id)
  const tickets = await findTicketsByOrderId(db, order.id)
  const event = await findEventForTicketing(db, order.eventId)
  const json = { ...computeOrderJson(order, lines, tickets, { now: deps.clock.now(), secret: deps.secret, siteUrl: deps.siteUrl, event }), answers: await findOrderAnswersJson(db, order.id) }
  if (order.status !== 'expired') return json
  const expiry = (await findOrderEventsByOrderId(db, order.id)).findLast((e) => e.ticketId === null && e.toStatus === 'expired')
  return { ...json, late_payment_refund: computeLatePaymentRefundJson(order, expiry ?? null) }
}
