import { AppError } from '@/core/shared/app-error'
import { assertOrderAccess, type OrderActor } from './order-access'
import { computeBuyerSideActor } from './order-lifecycle'
import { assertRefundAllowed } from './refund-rules'
import { refundOrderTickets, type RefundResult } from './refund-order-tickets'
import type { TicketingDeps } from './ticketing-deps'

/**
 * An attendee's refund request (issue 19 §8), granted at once where the event's refund policy allows
 * (refund-rules.ts). `ticketIds` refunds only those tickets (a partial refund); the refund itself is
 * refund-order-tickets.ts, the path the organizer's refunds take too.
 */
export async function requestRefund(deps: TicketingDeps, input: { orderId: number; actor: OrderActor; ticketIds?: number[] }): Promise<RefundResult> {
  return refundOrderTickets(deps, {
    orderId: input.orderId,
    by: { actor: computeBuyerSideActor(input.actor), reason: 'refund_by_buyer' },
    ...(input.ticketIds ? { ticketIds: input.ticketIds } : {}),
    authorize: async (_tx, order, event, now) => {
      assertOrderAccess(input.actor, order, deps.secret)
      if (order.status === 'refunded') throw new AppError('CONFLICT', 'This order has already been refunded.')
      if (order.status !== 'paid' && order.status !== 'partially_refunded') throw new AppError('CONFLICT', 'Only a paid order can be refunded.')
      if (!event) throw new AppError('NOT_FOUND', 'There is no such event.')
      assertRefundAllowed(event.refundPolicy, event.startAt, now)
    },
  })
}
