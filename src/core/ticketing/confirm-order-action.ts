import { hashSessionToken } from '@/core/accounts/session-token'
import { AppError } from '@/core/shared/app-error'
import { computeOrderAccessToken } from './order-access'
import { isSameTicketChoice } from './order-action-confirmation'
import { findLiveOrderActionConfirmation, claimOrderActionConfirmation } from './order-action-confirmations-repository'
import { findOrderById } from './orders-repository'
import { requestRefund, type RefundRequestResult } from './request-refund'
import type { TicketingDeps } from './ticketing-deps'

export type ConfirmOrderActionInput = {
  orderId: number
  /** The emailed link's token. */
  token: string
  /** When the confirming client names tickets, they must be the ones the buyer was asked about. */
  ticketIds?: number[]
  ip?: string
}

const GONE = 'This confirmation link has expired or has already been used. Ask again from your order’s page.'

/**
 * The buyer's click on an emailed confirmation (decision 051): carries out exactly the action it was made
 * for (this order, these tickets), once. The confirmation is used before the refund starts, by one
 * conditional update, so the same link posted twice at once refunds once; the refund then takes the one
 * refund path (refund-order-tickets.ts, the ledger records it) as the order's own link would have.
 */
export async function confirmOrderAction(deps: TicketingDeps, input: ConfirmOrderActionInput): Promise<RefundRequestResult> {
  const now = deps.clock.now()
  const found = await findLiveOrderActionConfirmation(deps.db, { orderId: input.orderId, tokenHash: hashSessionToken(input.token), now })
  if (!found) throw new AppError('NOT_FOUND', GONE)
  if (!isSameTicketChoice(found.action.ticket_ids, input.ticketIds)) {
    throw new AppError('INVALID_ARGUMENT', 'This confirmation is for other tickets.', { ticket_ids: ['Must be the tickets the confirmation email names.'] })
  }
  if (!(await claimOrderActionConfirmation(deps.db, found.id, now))) throw new AppError('NOT_FOUND', GONE)
  const order = await findOrderById(deps.db, input.orderId)
  if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
  // The buyer, acting through the order's current link: what the trail records for a guest's refund.
  const actor = { userId: null, email: null, isStaff: false, token: computeOrderAccessToken(deps.secret, order) }
  return requestRefund(deps, {
    orderId: order.id,
    actor,
    confirmedByBuyer: true,
    ...(found.action.ticket_ids ? { ticketIds: found.action.ticket_ids } : {}),
    ...(found.action.reason ? { reason: found.action.reason } : {}),
    ...(input.ip ? { ip: input.ip } : {}),
  })
}
