// The per-key rate limit (decision 065): fixed one-minute windows counted in the rate-limit table, so every
// app instance shares them; what is left is told to the client in the IETF draft's RateLimit-* headers.
import { computeRetryAfterSeconds, type RateLimitRule } from '@/core/accounts/rate-limits'
import { recordRateLimitHit } from '@/core/accounts/rate-limiter'
import type { CoreDeps } from '@/core/shared/core-deps'

export type ApiKeyRateLimit = { limit: number; remaining: number; resetSeconds: number; allowed: boolean }

/** Counts one request of the key and says whether it is within `perMinute`. */
export async function countApiKeyRequest({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { keyId: number; perMinute: number }): Promise<ApiKeyRateLimit> {
  const rule: RateLimitRule = { name: 'api-key-requests', limit: input.perMinute, windowSeconds: 60 }
  const now = clock.now()
  const hits = await recordRateLimitHit(db, rule, String(input.keyId), now)
  return { limit: rule.limit, remaining: Math.max(0, rule.limit - hits), resetSeconds: computeRetryAfterSeconds(now, rule.windowSeconds), allowed: hits <= rule.limit }
}
