import type { Db } from '@/db/create-db'
import type { OrderJson } from './order-json'
import { computeOrderJson } from './order-json'
import { findEventForTicketing, findOrderLinesByOrderId, type OrderRow } from './orders-repository'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

/** The API object of `order`, with its lines and tickets read through `db` (which may be a transaction). */
export async function loadOrderJson(db: Db, deps: Pick<TicketingDeps, 'clock' | 'secret' | 'siteUrl'>, order: OrderRow): Promise<OrderJson> {
  const lines = await findOrderLinesByOrderId(db, order.id)
  const tickets = await findTicketsByOrderId(db, order.id)
  const event = await findEventForTicketing(db, order.eventId)
  return computeOrderJson(order, lines, tickets, { now: deps.clock.now(), secret: deps.secret, siteUrl: deps.siteUrl, event })
}
