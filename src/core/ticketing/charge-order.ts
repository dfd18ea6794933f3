// Charging a held order's card through the Payments port (issue 19 §4, decision 047), shared by checkout
// (complete-order.ts) and registrations awaiting approval (register-for-approval.ts, decision 064), which
// only authorise the card.
import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { computeBankStepExpiry } from './bank-step-hold'
import type { SettledPayment } from './fulfil-order'
import { loadOrderJson } from './load-order-json'
import type { OrderJson } from './order-json'
import { endPaymentAttempt, findOrderById, updateOrder } from './orders-repository'
import { insertPayment } from './payments-repository'
import type { TicketingDeps } from './ticketing-deps'
import { takePaymentAttempt } from './take-payment-attempt'

/** Who pays and how: the order, the card's token and the client (for the attempt limits of decision 049). */
export type ChargeOrderInput = { orderId: number; payment?: { token: string }; client?: { session: string | null; address: string | null } }

/** What a charge that did not pay at once answers the buyer: the order, and the bank's extra step. */
export type ChargeActionResult = { order: OrderJson; next_action: { type: 'confirm_payment'; url: string } }

export type Charged = { kind: 'succeeded'; payment: SettledPayment } | { kind: 'requires_action'; result: ChargeActionResult }

/**
 * Charges the card outside any transaction, for payment attempt `attemptId`, which has the order claimed;
 * a declined card is a 402 and the hold stays for a retry. The attempt is counted first, so that card
 * testing meets its limit before the provider is asked. An attempt that does not pay ends its claim here,
 * with the answer that callers who waited for it repeat; a paid one ends it with the payment.
 */
export async function chargeOrder(
  deps: TicketingDeps,
  input: ChargeOrderInput,
  /** `capture: 'manual'` only authorises the card (decision 064); the payment answered is then an authorisation. */
  charge: { amountMinor: number; currency: string; eventId: number; capture?: 'manual' },
  now: Date,
  attemptId: string,
  counted: ReadonlyMap<string, number> | null = null,
): Promise<Charged> {
  const { orderId } = input
  const token = input.payment?.token ?? ''
  let result: Awaited<ReturnType<TicketingDeps['payments']['charge']>>
  let attempt: Awaited<ReturnType<typeof takePaymentAttempt>>
  try {
    attempt = await takePaymentAttempt(deps, { orderId, session: input.client?.session ?? null, address: input.client?.address ?? null, cardToken: token }, now, counted)
    result = await deps.payments.charge({ orderId, amountMinor: charge.amountMinor, currency: charge.currency, token, correlationId: currentCorrelationId(), ...(charge.capture ? { capture: charge.capture } : {}) })
  } catch (error) {
    // Refused before the provider answered (too many attempts, provider down): nothing for others to repeat.
    await endPaymentAttempt(deps.db, orderId, attemptId, null)
    throw error
  }
  const record = { orderId, provider: deps.payments.provider, providerReference: result.reference, amountMinor: charge.amountMinor, currency: charge.currency, createdAt: now }
  if (result.status === 'declined' || result.status === 'insufficient_funds') {
    const message = result.status === 'insufficient_funds' ? 'Your card has insufficient funds. Try another card.' : 'Your card was declined. Try another card.'
    await insertPayment(deps.db, { ...record, status: 'failed' })
    await endPaymentAttempt(deps.db, orderId, attemptId, { kind: 'declined', message })
    await attempt.declined()
    metrics.payment(deps.payments.provider, 'failed')
    throw new AppError('CARD_DECLINED', message)
  }
  if (result.status === 'requires_action') {
    await insertPayment(deps.db, { ...record, status: 'requires_action' })
    const held = await findOrderById(deps.db, orderId)
    if (!held) throw new AppError('NOT_FOUND', 'There is no such order.')
    // The hold must not lapse while the buyer is at the bank (issue 38 point 1).
    const expiresAt = held.status === 'reserved' && held.expiresAt > now ? computeBankStepExpiry(held, now, deps.holdMinutes) : held.expiresAt
    if (expiresAt.getTime() !== held.expiresAt.getTime()) await updateOrder(deps.db, orderId, { expiresAt })
    const url = result.actionUrl ?? ''
    // The bank step is the attempt's answer; the buyer may also start another attempt (another card) now.
    await endPaymentAttempt(deps.db, orderId, attemptId, { kind: 'requires_action', url })
    const order = { ...held, expiresAt }
    return { kind: 'requires_action', result: { order: await loadOrderJson(deps.db, deps, order), next_action: { type: 'confirm_payment', url } } }
  }
  metrics.payment(deps.payments.provider, 'succeeded')
  return { kind: 'succeeded', payment: { provider: deps.payments.provider, reference: result.reference, amountMinor: charge.amountMinor, currency: charge.currency } }
}
