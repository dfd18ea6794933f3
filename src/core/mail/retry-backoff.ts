// When a failed email is tried again. Pure, so the schedule is tested without a database.

/** Attempts before an email is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 6

const FIRST_DELAY_MS = 30_000

/**
 * The retry time after attempt number `attempts` (1-based) failed at `now`: 30 s, 1, 2, 4 and 8 min
 * (about a quarter of an hour in all, enough to ride out a mail server restart), or null once
 * `MAX_DELIVERY_ATTEMPTS` is spent (the email is given up).
 */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null
  const delay = FIRST_DELAY_MS * 2 ** Math.max(attempts - 1, 0)
  return new Date(now.getTime() + delay)
}
