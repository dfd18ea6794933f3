import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, type OrderActor } from './order-access'
import type { OrderJson } from './order-json'
import { findOrderById } from './orders-repository'
import type { TicketingDeps } from './ticketing-deps'

/** One order for its owner, staff, or the bearer of its signed link; 404 for anyone else. */
export async function getOrder(deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret' | 'siteUrl'>, input: { orderId: number; actor: OrderActor }): Promise<{ order: OrderJson }> {
  const order = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, order, deps.secret)
  return { order: await loadOrderJson(deps.db, deps, order) }
}
