// The payout schedule (issue 37 point 3, decision 042): an order's ticket money stays pending until its
// event has ended and `delayDays` more have passed; then it is released to the organizer's available
// balance, less the reserve (`reservePercent` of it, rounded up to the minor unit) held against refunds
// for RESERVE_HOLD_DAYS more. Pure, so the sweep and its tests share it.

export const DEFAULT_PAYOUT_DELAY_DAYS = 5
export const MAX_PAYOUT_DELAY_DAYS = 90
export const MAX_RESERVE_PERCENT = 50
/** How long the reserve is held after the release date. */
export const RESERVE_HOLD_DAYS = 30

const DAY_MS = 24 * 3600 * 1000

export type PayoutSchedule = { delayDays: number; reservePercent: number }

/** When an event's ticket money is released, and when its reserve is. */
export function computeReleaseDates(eventEndAt: Date, schedule: PayoutSchedule): { releaseAt: Date; reserveReleaseAt: Date } {
  const releaseAt = new Date(eventEndAt.getTime() + schedule.delayDays * DAY_MS)
  return { releaseAt, reserveReleaseAt: new Date(releaseAt.getTime() + RESERVE_HOLD_DAYS * DAY_MS) }
}

/**
 * How much of an order's ticket money (after discounts and refunds: `netMinor`) should have been released
 * by `now`: none before the release date, all but the reserve until the reserve's date, then all.
 */
export function computeReleaseTarget(netMinor: number, eventEndAt: Date, schedule: PayoutSchedule, now: Date): number {
  const { releaseAt, reserveReleaseAt } = computeReleaseDates(eventEndAt, schedule)
  if (now.getTime() < releaseAt.getTime()) return 0
  if (now.getTime() >= reserveReleaseAt.getTime() || netMinor <= 0) return netMinor
  return netMinor - Math.ceil((netMinor * schedule.reservePercent) / 100)
}

/**
 * What a sweep releases for one order: the target less what was released already (`releasedMinor`). A
 * refund after the release lowers the target; while what is still pending (the reserve) covers it,
 * nothing moves. Only a refund larger than the reserve takes the difference back from available
 * (a negative release), so that pending never owes.
 */
export function computeReleaseAmount(netMinor: number, releasedMinor: number, eventEndAt: Date, schedule: PayoutSchedule, now: Date): number {
  const amount = computeReleaseTarget(netMinor, eventEndAt, schedule, now) - releasedMinor
  return amount >= 0 ? amount : Math.min(0, netMinor - releasedMinor)
}
