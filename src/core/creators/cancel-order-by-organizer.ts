// The dashboard's "Cancel order" (issue 20): a held order is cancelled and its seats freed at once; a paid
// one is cancelled by refunding every ticket still valid in full (its buyer is emailed the refund), since a
// cancelled purchase must not keep the buyer's money.
import { AppError } from '@/core/shared/app-error'
import { cancelHeldOrder } from '@/core/ticketing/cancel-order'
import { computeOrganizerSideActor } from '@/core/ticketing/order-lifecycle'
import type { OrderJson } from '@/core/ticketing/order-json'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { computeOrderStatus, isTicketedOrderStatus } from '@/core/ticketing/order-state'
import { findOrderById } from '@/core/ticketing/orders-repository'
import { refundOrderTickets } from '@/core/ticketing/refund-order-tickets'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { assertManagedOrder, type Manager } from './managed-event-access'

export async function cancelOrderByOrganizer(
  deps: TicketingDeps,
  input: { eventId: number; orderId: number; manager: Manager },
): Promise<{ order: OrderJson; refunded: MoneyJson }> {
  const authorize = (tx: Parameters<typeof assertManagedOrder>[0], order: { eventId: number } | null) => assertManagedOrder(tx, input.eventId, input.manager, order)
  const order = await findOrderById(deps.db, input.orderId)
  await authorize(deps.db, order)
  const status = computeOrderStatus(order!.status, order!.expiresAt, deps.clock.now())
  if (isTicketedOrderStatus(status)) {
    const result = await refundOrderTickets(deps, {
      orderId: input.orderId,
      by: { actor: computeOrganizerSideActor(input.manager), reason: 'refund_by_organizer' },
      authorize,
    })
    return { order: result.order, refunded: result.refund.amount }
  }
  if (status === 'refunded') throw new AppError('CONFLICT', 'This order has already been refunded.')
  // Held, expired or already cancelled: cancelling is harmless (cancel-order.ts).
  const result = await cancelHeldOrder(deps, {
    orderId: input.orderId,
    by: { actor: computeOrganizerSideActor(input.manager), reason: 'cancelled_by_organizer' },
    authorize,
  })
  return { order: result.order, refunded: computeMoneyJson(0, order!.currency) }
}
