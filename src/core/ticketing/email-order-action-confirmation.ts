import { createSessionToken, hashSessionToken } from '@/core/accounts/session-token'
import { maskEmail } from '@/core/mail/mask-email'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import {
  computeOrderActionConfirmUrl,
  DEFAULT_ORDER_ACTION_CONFIRMATIONS_PER_HOUR,
  ORDER_ACTION_CONFIRMATION_MINUTES,
  type ConfirmationEmailed,
  type OrderAction,
} from './order-action-confirmation'
import { countOrderActionConfirmationsSince, insertOrderActionConfirmation } from './order-action-confirmations-repository'
import { findOrderById } from './orders-repository'
import { computeOrderActionConfirmEmail } from './ticketing-emails'
import type { TicketingDeps } from './ticketing-deps'

export const TOO_MANY_CONFIRMATIONS = 'We have emailed this order’s buyer as many confirmations as we may for now. Please use the latest email, or try again in an hour.'

/**
 * An action asked for through an order's link, not by its signed-in owner (decision 051): nothing changes
 * yet. A confirmation bound to this order and this action (with its ticket ids) is saved, its token
 * (256 random bits) kept only as a hash, and a one-use link good for 30 minutes is emailed to the buyer's
 * address. Limited per order (ORDER_ACTION_CONFIRMATIONS_PER_HOUR) and, as every email, per recipient.
 * Answers where it went, masked: the bearer of a forwarded link does not learn the address.
 */
export async function emailOrderActionConfirmation(
  deps: Pick<TicketingDeps, 'db' | 'clock' | 'siteUrl' | 'orderActionConfirmationsPerHour'>,
  input: { orderId: number; action: OrderAction; summary: { eventName: string; tickets: string; amountMinor: number; currency: string } },
): Promise<ConfirmationEmailed> {
  const now = deps.clock.now()
  const limit = deps.orderActionConfirmationsPerHour ?? DEFAULT_ORDER_ACTION_CONFIRMATIONS_PER_HOUR
  return deps.db.transaction(async (tx) => {
    // The order's row lock orders two requests for the same order, so the count below is exact.
    const order = await findOrderById(tx, input.orderId, true)
    if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
    if (!order.buyerEmail) throw new AppError('CONFLICT', 'This order has no email address to confirm with.')
    if ((await countOrderActionConfirmationsSince(tx, order.id, new Date(now.getTime() - 3_600_000))) >= limit) {
      metrics.refusal('order_link_confirmations')
      throw new AppError('TOO_MANY_EMAILS', TOO_MANY_CONFIRMATIONS, undefined, { retryAfterSeconds: 3600, details: { limited_by: 'order' } })
    }
    const token = createSessionToken()
    await insertOrderActionConfirmation(tx, {
      orderId: order.id,
      action: input.action,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt: new Date(now.getTime() + ORDER_ACTION_CONFIRMATION_MINUTES * 60_000),
    })
    const queued = await enqueueEmail(
      tx,
      computeOrderActionConfirmEmail({
        to: order.buyerEmail,
        orderId: order.id,
        ...input.summary,
        url: computeOrderActionConfirmUrl(deps.siteUrl, order.id, token),
        minutes: ORDER_ACTION_CONFIRMATION_MINUTES,
        locale: order.locale,
      }),
    )
    assertEmailQueued(queued)
    return { confirmation: 'emailed', email: maskEmail(order.buyerEmail) }
  })
}
