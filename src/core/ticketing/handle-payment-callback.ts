import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { settleOutcome } from './complete-order'
import { fulfilOrder, withQuickFulfilment } from './fulfil-order'
import { PROVIDER_ACTOR } from './order-lifecycle'
import { PaymentCallbackSchema, verifyPaymentCallback, type PaymentCallback } from './payment-callback'
import { recordCallbackForSettledPayment } from './checkout-repository'
import { findOrderById } from './orders-repository'
import { findPaymentByReference, insertCallbackReceipt, setPaymentStatus } from './payments-repository'
import { awaitRecordedPayment } from './payments-in-flight'
import { placeOrderForApproval, releaseAuthorisation } from './register-for-approval'
import type { TicketingDeps } from './ticketing-deps'

export type CallbackResult = { received: true; duplicate: boolean }

/**
 * The provider's signed callback (issue 19 §4), handled idempotently: each provider event is recorded
 * once (payment_callback_receipts) in the transaction that acts on it, so a repeat does nothing; a
 * success for an order that is already paid issues nothing; a failure that arrives after the success
 * (out of order) does not undo it.
 */
export async function handlePaymentCallback(deps: TicketingDeps, input: { body: string; signature: string | null }): Promise<CallbackResult> {
  const now = deps.clock.now()
  if (!verifyPaymentCallback(deps.callbackSecret, input.body, input.signature, now)) {
    throw new AppError('UNAUTHENTICATED', 'The callback signature is missing, wrong or too old.')
  }
  let json: unknown
  try {
    json = JSON.parse(input.body)
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'The callback body is not valid JSON.')
  }
  const parsed = PaymentCallbackSchema.safeParse(json)
  if (!parsed.success) throw new AppError('INVALID_ARGUMENT', 'The callback body is not a payment event.')
  return applyPaymentCallback(deps, parsed.data)
}

/**
 * A provider's verified payment event, whichever way it came (our signed callback, or a provider's own
 * webhook translated by its adapter, stripe-payments.ts): recorded once, then acted on.
 */
export async function applyPaymentCallback(deps: TicketingDeps, event: PaymentCallback): Promise<CallbackResult> {
  const now = deps.clock.now()
  const provider = deps.payments.provider
  if (event.type === 'payment.authorized') return applyAuthorisation(deps, event)
  // Checkout's usual case, in one statement: the success it confirms is already recorded on a paid order
  // (or is being recorded by this instance right now: it waits for that).
  if (event.type === 'payment.succeeded') {
    await awaitRecordedPayment(deps.paymentsInFlight, event.data.order_id)
    const settled = await recordCallbackForSettledPayment(deps.db, { provider, providerEventId: event.id, reference: event.data.reference, orderId: event.data.order_id, now })
    if (settled) return { received: true, duplicate: false }
  }
  const { fresh, outcome } = await withQuickFulfilment((quick) => deps.db.transaction(async (tx) => {
    if (!(await insertCallbackReceipt(tx, provider, event.id, now))) return { fresh: false, outcome: null }
    const payment = await findPaymentByReference(tx, provider, event.data.reference, true)
    if (event.type === 'payment.succeeded') {
      // Read once, under its lock, for the fulfilment too.
      const order = await findOrderById(tx, event.data.order_id, true)
      if (!order || (payment && payment.orderId !== order.id)) throw new AppError('INVALID_ARGUMENT', 'The callback names an unknown order.')
      const fulfilled = await fulfilOrder(tx, deps, order, { provider, reference: event.data.reference, amountMinor: event.data.amount, currency: event.data.currency.toUpperCase() }, PROVIDER_ACTOR, quick)
      return { fresh: true, outcome: fulfilled }
    }
    if (payment && payment.status !== 'succeeded' && payment.status !== 'refunded') {
      await setPaymentStatus(tx, payment.id, event.type === 'payment.failed' ? 'failed' : 'refunded')
    }
    return { fresh: true, outcome: null }
  }))
  if (!fresh) metrics.payment(provider, 'duplicate')
  else if (outcome?.kind === 'refund') metrics.payment(provider, 'late')
  if (outcome) await settleOutcome(deps, outcome)
  return { received: true, duplicate: !fresh }
}

/**
 * A manual-capture card authorised (decision 064), after the bank's extra step or as the provider's echo
 * of a registration already placed: the held order is placed for approval once; an authorisation the order
 * cannot take (its hold gone, another card's already taken) is released.
 */
async function applyAuthorisation(deps: TicketingDeps, event: PaymentCallback): Promise<CallbackResult> {
  const now = deps.clock.now()
  const provider = deps.payments.provider
  const authorisation = { provider, reference: event.data.reference, amountMinor: event.data.amount, currency: event.data.currency.toUpperCase() }
  await awaitRecordedPayment(deps.paymentsInFlight, event.data.order_id)
  const { fresh, placed } = await deps.db.transaction(async (tx) => {
    if (!(await insertCallbackReceipt(tx, provider, event.id, now))) return { fresh: false, placed: null }
    const order = await findOrderById(tx, event.data.order_id, true)
    return { fresh: true, placed: await placeOrderForApproval(tx, deps, order, authorisation, PROVIDER_ACTOR) }
  })
  if (placed === 'gone' || placed === 'duplicate') await releaseAuthorisation(deps, authorisation.reference)
  if (!fresh) metrics.payment(provider, 'duplicate')
  return { received: true, duplicate: !fresh }
}
