import 'server-only'
import type { Db } from '@/db/create-db'
import { AppError } from '@/core/shared/app-error'
import { findRateLimitHits, incrementRateLimitHits } from './rate-limit-repository'
import { computeWindowStart, rateLimitBucket, type RateLimitRule } from './rate-limits'

/** Throws RATE_LIMITED when the subject has used up the rule's window (ARCHITECTURE §8). */
export async function assertUnderRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const hits = await findRateLimitHits(db, rateLimitBucket(rule, subject), computeWindowStart(now, rule.windowSeconds))
  if (hits >= rule.limit) {
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.')
  }
}

export async function recordRateLimitHit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<number> {
  return incrementRateLimitHits(db, rateLimitBucket(rule, subject), computeWindowStart(now, rule.windowSeconds))
}
