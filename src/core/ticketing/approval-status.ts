// Whether an order can be decided now (decision 064): only a registration awaiting approval, and not
// while another approval of it is capturing the card. Pure.
import { AppError } from '@/core/shared/app-error'
import { computeOrderStatus, isPaidOrderStatus } from './order-state'
import { isPaymentClaimed } from './payment-claim'

/** Throws a 409 that says what became of an order that is not awaiting approval (decided already, …). */
export function assertAwaitingApproval(order: { status: string; expiresAt: Date; paymentAttemptUntil: Date | null }, now: Date): void {
  const status = computeOrderStatus(order.status, order.expiresAt, now)
  if (status === 'pending_approval') {
    if (isPaymentClaimed(order, now)) throw new AppError('CONFLICT', 'This registration is being approved right now.')
    return
  }
  if (isPaidOrderStatus(status)) throw new AppError('CONFLICT', 'This order has already been approved or paid: it no longer awaits approval.')
  if (status === 'cancelled') throw new AppError('CONFLICT', 'This order has already been declined or cancelled: it no longer awaits approval.')
  if (status === 'expired') throw new AppError('CONFLICT', 'This registration lapsed before anyone decided on it (or its hold expired).')
  throw new AppError('CONFLICT', 'This order has not been registered yet: there is nothing to approve.')
}
