// When a failed webhook delivery is tried again (decision 066). Pure, so the schedule is tested without a
// database or a clock.

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * The Standard Webhooks (Svix) schedule: the first attempt at once, then after 5 s, 5 min, 30 min, 2 h,
 * 5 h and 10 h, then every 10 h until about three days have passed (12 attempts in all, 67.6 hours).
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR, 10 * HOUR]

/** The longest wait a receiver's `Retry-After` may ask for; a longer one is cut to this. */
export const MAX_RETRY_AFTER_MS = 10 * HOUR

/**
 * The time of the next attempt after attempt number `attempts` (1-based) failed at `now`, or null when the
 * schedule is spent (the delivery has failed). `scale` compresses the schedule for tests
 * (WEBHOOK_RETRY_SCALE); `retryAfterMs`, a receiver's own `Retry-After`, replaces the scheduled delay,
 * capped, but never adds attempts.
 */
export function computeNextWebhookAttemptAt(attempts: number, now: Date, options: { scale?: number; retryAfterMs?: number | null } = {}): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1]
  if (delay === undefined) return null
  const wait = options.retryAfterMs !== null && options.retryAfterMs !== undefined ? Math.min(options.retryAfterMs, MAX_RETRY_AFTER_MS) : Math.round(delay * (options.scale ?? 1))
  return new Date(now.getTime() + wait)
}

/** A `Retry-After` header (seconds, or an HTTP date) in milliseconds from `now`, or null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed) * SECOND
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return null
  return Math.max(0, at - now.getTime())
}
