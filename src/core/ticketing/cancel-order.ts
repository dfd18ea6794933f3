import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { releaseHeld } from './inventory-repository'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, type OrderActor } from './order-access'
import type { OrderJson } from './order-json'
import { computeBuyerSideActor, moveOrder } from './order-lifecycle'
import { computeOrderStatus, isPaidOrderStatus, type OrderMoveActor } from './order-state'
import type { Db } from '@/db/create-db'
import { findOrderById, findOrderLinesByOrderId, type OrderRow } from './orders-repository'
import { offerWaitlistTickets } from './offer-waitlist-tickets'
import { withdrawInTransaction } from './approval-decisions'
import type { PaymentRow } from './payments-repository'
import { releaseAuthorisation } from './register-for-approval'
import type { TicketingDeps } from './ticketing-deps'

/**
 * Cancels an unpaid order (issue 19 §8): its hold stops counting at once and the freed tickets go to the
 * class's wait-list. A paid order is refunded instead (request-refund.ts). Cancelling twice is harmless.
 */
export async function cancelOrder(deps: TicketingDeps, input: { orderId: number; actor: OrderActor }): Promise<{ order: OrderJson }> {
  return cancelHeldOrder(deps, {
    orderId: input.orderId,
    by: { actor: computeBuyerSideActor(input.actor), reason: 'cancelled_by_buyer' },
    authorize: async (_tx, order) => assertOrderAccess(input.actor, order, deps.secret),
  })
}

/**
 * The one path that cancels an unpaid order, for its buyer (above) or its event's organizer
 * (cancel-order-by-organizer.ts); `authorize` runs on the locked order and throws to refuse.
 */
export async function cancelHeldOrder(
  deps: TicketingDeps,
  input: {
    orderId: number
    /** Who cancels, for the order's trail. */
    by: { actor: OrderMoveActor; reason: 'cancelled_by_buyer' | 'cancelled_by_organizer' }
    authorize: (tx: Db, order: OrderRow | null) => Promise<unknown>
  },
): Promise<{ order: OrderJson }> {
  const now = deps.clock.now()
  let released = false
  // A registration awaiting approval holds a card authorisation, given up after the commit (decision 064).
  let authorisation: PaymentRow | null = null
  const result = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    await input.authorize(tx, order)
    if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
    const status = computeOrderStatus(order.status, order.expiresAt, now)
    if (isPaidOrderStatus(status)) {
      throw new AppError('CONFLICT', 'This order is paid: ask for a refund instead.')
    }
    if (status === 'reserved') {
      await cancelHoldInTransaction(tx, deps, order, input.by, { offerFreedSeats: true })
      released = true
    }
    if (status === 'pending_approval') {
      authorisation = await withdrawInTransaction(tx, deps, order, { ...input.by, message: null })
      released = true
    }
    const after = await findOrderById(tx, order.id)
    return { order: await loadOrderJson(tx, deps, after ?? order) }
  })
  if (authorisation) await releaseAuthorisation(deps, (authorisation as PaymentRow).providerReference)
  // After the commit; cancelling twice counts once.
  if (released) {
    metrics.order('cancelled')
    metrics.hold('released')
  }
  return result
}

/**
 * The one way a hold is cancelled, inside the caller's transaction with the order's row locked: the
 * order moves to cancelled, its seats leave the running held count and, unless the event itself is gone,
 * go to the wait-list. Counted by the caller after the commit.
 */
export async function cancelHoldInTransaction(
  tx: Db,
  deps: TicketingDeps,
  order: OrderRow,
  by: { actor: OrderMoveActor; reason: 'cancelled_by_buyer' | 'cancelled_by_organizer' | 'event_cancelled' },
  options: { offerFreedSeats: boolean },
): Promise<void> {
  await moveOrder(tx, order, 'cancelled', { ...by, at: deps.clock.now() })
  const lines = await findOrderLinesByOrderId(tx, order.id)
  await releaseHeld(tx, lines, order.expiresAt)
  if (options.offerFreedSeats) for (const line of lines) await offerWaitlistTickets(tx, deps, line.ticketClassId)
}
