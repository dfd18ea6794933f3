import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { releaseHeld } from './checkout-repository'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, type OrderActor } from './order-access'
import type { OrderJson } from './order-json'
import { computeOrderStatus } from './order-state'
import type { Db } from '@/db/create-db'
import { findOrderById, findOrderLinesByOrderId, updateOrder, type OrderRow } from './orders-repository'
import { offerWaitlistTickets } from './offer-waitlist-tickets'
import type { TicketingDeps } from './ticketing-deps'

/**
 * Cancels an unpaid order (issue 19 §8): its hold stops counting at once and the freed tickets go to the
 * class's wait-list. A paid order is refunded instead (request-refund.ts). Cancelling twice is harmless.
 */
export async function cancelOrder(deps: TicketingDeps, input: { orderId: number; actor: OrderActor }): Promise<{ order: OrderJson }> {
  return cancelHeldOrder(deps, { orderId: input.orderId, authorize: async (_tx, order) => assertOrderAccess(input.actor, order, deps.secret) })
}

/**
 * The one path that cancels an unpaid order, for its buyer (above) or its event's organizer
 * (cancel-order-by-organizer.ts); `authorize` runs on the locked order and throws to refuse.
 */
export async function cancelHeldOrder(
  deps: TicketingDeps,
  input: { orderId: number; authorize: (tx: Db, order: OrderRow | null) => Promise<void> },
): Promise<{ order: OrderJson }> {
  const now = deps.clock.now()
  let released = false
  const result = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    await input.authorize(tx, order)
    if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
    const status = computeOrderStatus(order.status, order.expiresAt, now)
    if (status === 'paid' || status === 'partially_refunded' || status === 'refunded') {
      throw new AppError('CONFLICT', 'This order is paid: ask for a refund instead.')
    }
    if (status === 'reserved') {
      await updateOrder(tx, order.id, { status: 'cancelled' })
      released = true
      const lines = await findOrderLinesByOrderId(tx, order.id)
      await releaseHeld(tx, lines, order.expiresAt)
      for (const line of lines) await offerWaitlistTickets(tx, deps, line.ticketClassId)
    }
    const after = await findOrderById(tx, order.id)
    return { order: await loadOrderJson(tx, deps, after ?? order) }
  })
  // After the commit; cancelling twice counts once.
  if (released) {
    metrics.order('cancelled')
    metrics.hold('released')
  }
  return result
}
