// When a failed email is tried again. Pure, so the schedule is tested without a database.

/** Attempts before an email is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 6

const FIRST_DELAY_MS = 30_000
const MAX_DELAY_MS = 60 * 60_000

/**
 * The retry time after attempt number `attempts` (1-based) failed at `now`: 30 s, 1 min, 2 min, …
 * doubling up to an hour, or null once `MAX_DELIVERY_ATTEMPTS` is spent (the email is given up).
 */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null
  const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_MS)
  return new Date(now.getTime() + delay)
}
