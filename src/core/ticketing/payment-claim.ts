// One charge per order attempt (issue 39 finding 6, decision 047): before the provider is asked, checkout
// claims the order for one payment attempt, with the statement it runs anyway (checkout-repository.ts
// startCheckout, or the step-by-step path's locked read). Other callers completing the same order meanwhile
// charge nothing: they wait for that attempt and answer its result. Pure: no database here.
import { pooledRandomBytes } from '@/core/shared/pooled-random'
import type { OrderRow } from './orders-repository'

/**
 * How long a claim stands without an answer. A provider answers in seconds (the Stripe adapter gives up
 * after 20 s); a claim whose holder died lapses by itself after this, and the buyer can pay again.
 */
export const PAYMENT_CLAIM_MS = 60_000

/** The longest a second caller waits for the attempt under way before it is told to look again later. */
export const PAYMENT_CLAIM_WAIT_MS = 25_000

/** What an attempt that did not pay the order answered, kept for the callers that waited for it. */
export type PaymentAttemptResult = NonNullable<OrderRow['paymentAttemptResult']>

/** A fresh payment attempt's id: unguessable, so that no caller can end another's claim. */
export function computeNewPaymentAttemptId(): string {
  return `pa_${pooledRandomBytes(12).toString('hex')}`
}

/** True while an attempt is asking the provider to pay `order`: nobody else may charge it now. */
export function isPaymentClaimed(order: Pick<OrderRow, 'paymentAttemptUntil'>, now: Date): boolean {
  return order.paymentAttemptUntil !== null && order.paymentAttemptUntil > now
}
