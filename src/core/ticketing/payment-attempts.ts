// The limits on payment attempts against card testing (issue 39 finding 4, decision 049): per order,
// browser session, client address and card, counted in points over a fixed window, a declined card
// costing more than an accepted one. Pure: the buckets an attempt counts in and which one ran out.
import { createHash } from 'node:crypto'
import type { AbuseRefusalRule } from '@/core/shared/metrics'

export type PaymentAttemptLimits = {
  /** Points each subject may spend in a window: every attempt costs `successWeight`, a decline `declineWeight` in all. */
  perOrder: number
  perSession: number
  perAddress: number
  perCard: number
  successWeight: number
  declineWeight: number
  windowSeconds: number
}

// Five declines on one order, ten in a browser, five on one card; an address, shared by many buyers,
// has room for a hundred purchases an hour (decision 049).
export const DEFAULT_PAYMENT_ATTEMPT_LIMITS: PaymentAttemptLimits = {
  perOrder: 15,
  perSession: 30,
  perAddress: 300,
  perCard: 15,
  successWeight: 1,
  declineWeight: 3,
  windowSeconds: 60 * 60,
}

export type PaymentAttemptSubjects = { orderId: number; session: string | null; address: string | null; cardToken: string }

type Bucket = { bucket: string; limit: number; rule: AbuseRefusalRule }

/**
 * The buckets one attempt counts in. The card is known by a hash of its token (the test provider's name
 * for a card; a provider's reusable payment method), never stored as given.
 */
export function computePaymentAttemptBuckets(limits: PaymentAttemptLimits, subjects: PaymentAttemptSubjects): Bucket[] {
  const card = createHash('sha256').update(subjects.cardToken).digest('base64url').slice(0, 22)
  const buckets: Bucket[] = [
    { bucket: `pay-order:${subjects.orderId}`, limit: limits.perOrder, rule: 'payment_order' },
    { bucket: `pay-card:${card}`, limit: limits.perCard, rule: 'payment_card' },
  ]
  if (subjects.session) buckets.push({ bucket: `pay-session:${subjects.session}`, limit: limits.perSession, rule: 'payment_session' })
  if (subjects.address) buckets.push({ bucket: `pay-address:${subjects.address}`, limit: limits.perAddress, rule: 'payment_address' })
  return buckets
}

/** The first bucket whose points, this attempt's included, are past its limit; null when every one has room. */
export function findExhaustedBucket(buckets: readonly Bucket[], hits: ReadonlyMap<string, number>): Bucket | null {
  return buckets.find((b) => (hits.get(b.bucket) ?? 0) > b.limit) ?? null
}

export const PAYMENT_ATTEMPTS_REFUSED_TEXT =
  'Too many payment attempts. For your security, payments for this order are paused for a while; your card was not charged. Try again later.'
