import 'server-only'
import type { Db } from '@/db/create-db'
import { AppError } from '@/core/shared/app-error'
import { deleteRateLimitBucket, findRateLimitHits, incrementRateLimitHits } from './rate-limit-repository'
import {
  computeRetryAfterSeconds,
  computeThrottleDelaySeconds,
  computeWindowStart,
  rateLimitBucket,
  type RateLimitRule,
  type ThrottleRule,
} from './rate-limits'

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

/** Throws RATE_LIMITED (with the seconds left in the window) when the subject has used up the rule's window (ARCHITECTURE §8). */
export async function assertUnderRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const { hits } = await findRateLimitHits(db, rateLimitBucket(rule, subject), computeWindowStart(now, rule.windowSeconds))
  if (hits >= rule.limit) {
    throw new AppError('RATE_LIMITED', TOO_MANY, undefined, { retryAfterSeconds: computeRetryAfterSeconds(now, rule.windowSeconds) })
  }
}

export async function recordRateLimitHit(db: Db, rule: RateLimitRule | ThrottleRule, subject: string, now: Date): Promise<number> {
  return incrementRateLimitHits(db, rateLimitBucket(rule, subject), computeWindowStart(now, rule.windowSeconds), now)
}

/** Counts one hit against each (rule, subject) after checking none is used up: all or nothing is counted. */
export async function takeRateLimitHits(db: Db, now: Date, limits: readonly (readonly [RateLimitRule, string])[]): Promise<void> {
  for (const [rule, subject] of limits) await assertUnderRateLimit(db, rule, subject, now)
  for (const [rule, subject] of limits) await recordRateLimitHit(db, rule, subject, now)
}

/** Throws RATE_LIMITED while the growing delay after the subject's latest failure has not passed (issue 21 finding 7). */
export async function assertThrottleElapsed(db: Db, rule: ThrottleRule, subject: string, now: Date): Promise<void> {
  const { hits, lastHitAt } = await findRateLimitHits(db, rateLimitBucket(rule, subject), computeWindowStart(now, rule.windowSeconds))
  if (!lastHitAt) return
  const waitMs = lastHitAt.getTime() + computeThrottleDelaySeconds(rule, hits) * 1000 - now.getTime()
  if (waitMs > 0) throw new AppError('RATE_LIMITED', TOO_MANY, undefined, { retryAfterSeconds: Math.ceil(waitMs / 1000) })
}

/** Forgets the subject's failures (a right password ends its delays). */
export async function clearThrottle(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await deleteRateLimitBucket(db, rateLimitBucket(rule, subject))
}
