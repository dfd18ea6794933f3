import { addRateLimitHits, deleteOldRateLimitWindows } from '@/core/accounts/rate-limit-repository'
import { computeRetryAfterSeconds, computeWindowStart } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { computePaymentAttemptBuckets, findExhaustedBucket, PAYMENT_ATTEMPTS_REFUSED_TEXT, type PaymentAttemptSubjects } from './payment-attempts'
import type { TicketingDeps } from './ticketing-deps'

export type PaymentAttemptPlan = { buckets: ReturnType<typeof computePaymentAttemptBuckets>; names: string[]; windowStart: Date; weight: number }

/** What one payment attempt counts in (null when no limits are set): checkout's first statement may count it. */
export function planPaymentAttempt(deps: TicketingDeps, subjects: PaymentAttemptSubjects, now: Date): PaymentAttemptPlan | null {
  const limits = deps.paymentAttemptLimits
  if (!limits) return null
  const buckets = computePaymentAttemptBuckets(limits, subjects)
  return { buckets, names: buckets.map((b) => b.bucket), windowStart: computeWindowStart(now, limits.windowSeconds), weight: limits.successWeight }
}

/**
 * Counts one payment attempt before the provider is called (issue 39 finding 4, decision 049), in one
 * statement (or takes the count checkout's first statement already made, `counted`), and refuses it (429
 * TOO_MANY_PAYMENT_ATTEMPTS, counted and logged) when the order, session, address or card has no points
 * left in the window: a card tester's next card is not even tried. Answers what to call when the card is
 * declined, which charges the rest of a decline's weight.
 */
export async function takePaymentAttempt(
  deps: TicketingDeps,
  subjects: PaymentAttemptSubjects,
  now: Date,
  counted: ReadonlyMap<string, number> | null = null,
): Promise<{ declined: () => Promise<void> }> {
  const limits = deps.paymentAttemptLimits
  const plan = planPaymentAttempt(deps, subjects, now)
  if (!limits || !plan) return { declined: () => Promise.resolve() }
  const { buckets, names, windowStart } = plan
  const hits = counted ?? (await addRateLimitHits(deps.db, names, windowStart, limits.successWeight, now))
  const exhausted = findExhaustedBucket(buckets, hits)
  if (exhausted) {
    metrics.refusal(exhausted.rule)
    throw new AppError('TOO_MANY_PAYMENT_ATTEMPTS', PAYMENT_ATTEMPTS_REFUSED_TEXT, undefined, {
      retryAfterSeconds: computeRetryAfterSeconds(now, limits.windowSeconds),
      details: { limited_by: exhausted.rule.replace('payment_', '') },
    })
  }
  return {
    declined: async () => {
      if (limits.declineWeight > limits.successWeight) await addRateLimitHits(deps.db, names, windowStart, limits.declineWeight - limits.successWeight, now)
      await deleteOldRateLimitWindows(deps.db, names, windowStart)
    },
  }
}
