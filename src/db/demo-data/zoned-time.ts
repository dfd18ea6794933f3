// Local wall-clock time in an IANA zone → UTC instant, without a date library. The demo data places
// a million events at plausible local hours, so offsets are cached per zone, day and hour.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** Minutes to add to UTC to get local time in `timeZone` at instant `utcMs`. */
function offsetMinutesAt(timeZone: string, utcMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000)
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
  const parts = formatterFor(timeZone).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { year: get('year'), month: get('month'), day: get('day') }
}
