// Local wall-clock time in an IANA zone → UTC instant, without a date library. The demo data places
// a million events at plausible local hours, so offsets are cached per zone, day and hour.
import { wallClockParts, zoneOffsetMs } from '@/core/shared/wall-clock'

/** Minutes to add to UTC to get local time in `timeZone` at instant `utcMs`. */
function offsetMinutesAt(timeZone: string, utcMs: number): number {
  return Math.round(zoneOffsetMs(utcMs, timeZone) / 60_000)
}

// zone → day number → offset in minutes, or NaN when the offset changes during that day.
const dayOffsets = new Map<string, Map<number, number>>()

/**
 * The UTC instant at which clocks in `timeZone` read the given local date and time. In a spring-forward
 * gap the result lands just after the gap, which is what a person setting that time would expect.
 */
export function zonedTimeToUtc(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const midnight = Date.UTC(local.year, local.month - 1, local.day)
  const naive = midnight + (local.hour * 60 + local.minute) * 60_000
  let perDay = dayOffsets.get(timeZone)
  if (!perDay) {
    perDay = new Map()
    dayOffsets.set(timeZone, perDay)
  }
  const dayNumber = midnight / 86_400_000
  let offset = perDay.get(dayNumber)
  if (offset === undefined) {
    // Offsets change at most once a day (DST), so a day whose two ends agree needs no further lookups.
    const atStart = offsetMinutesAt(timeZone, midnight - offsetMinutesAt(timeZone, midnight) * 60_000)
    const atEnd = offsetMinutesAt(timeZone, midnight + 86_400_000 - offsetMinutesAt(timeZone, midnight + 86_400_000) * 60_000)
    offset = atStart === atEnd ? atStart : Number.NaN
    perDay.set(dayNumber, offset)
  }
  if (Number.isNaN(offset)) {
    // A DST day: two passes, the second correcting across the change between the guess and the answer.
    const first = offsetMinutesAt(timeZone, naive)
    offset = offsetMinutesAt(timeZone, naive - first * 60_000)
  }
  return new Date(naive - offset * 60_000)
}

/** Local calendar date (year, month 1–12, day) of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const { year, month, day } = wallClockParts(instant.getTime(), timeZone)
  return { year, month, day }
}
