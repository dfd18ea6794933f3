// Wall-clock time in an IANA zone without asking Intl for every instant. Intl's formatToParts costs
// ~5–10 µs a call, and a results page converts hundreds of instants (each event's start and end, each date
// filter's bounds). A zone's UTC offset only changes at its rare transitions, so it is asked once per UTC
// day and remembered; a day whose offset differs between its first and last second holds a transition,
// and its instants are still asked of Intl one by one.
import { cachedDateTimeFormat } from './intl-cache'

const DAY_MS = 86_400_000
// Days remembered per zone: a year ahead and behind of event dates in every zone stays well inside this.
const MAX_DAYS_PER_ZONE = 2048

export type WallClockParts = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = cachedDateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** Wall-clock parts straight from Intl (the reference the fast path is tested against). */
export function wallClockPartsFromIntl(instant: number, timeZone: string): WallClockParts {
  const values: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) values[part.type] = part.value
  const yearOfEra = Number(values.year)
  return {
    // Astronomical numbering (1 BC is year 0), as Date#getUTCFullYear counts.
    year: values.era === 'BC' || values.era === 'B' ? 1 - yearOfEra : yearOfEra,
    month: Number(values.month),
    day: Number(values.day),
    // Some ICU versions print midnight as 24 even with h23.
    hour: Number(values.hour) % 24,
    minute: Number(values.minute),
    second: Number(values.second),
  }
}

// Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
function utcMs(p: WallClockParts): number {
  const date = new Date(0)
  date.setUTCFullYear(p.year, p.month - 1, p.day)
  date.setUTCHours(p.hour, p.minute, p.second, 0)
  return date.getTime()
}

function offsetFromIntl(instant: number, timeZone: string): number {
  return utcMs(wallClockPartsFromIntl(instant, timeZone)) - Math.floor(instant / 1000) * 1000
}

const offsetsByZone = new Map<string, Map<number, number>>()

/** How far wall-clock time in `timeZone` is ahead of UTC at `instant`, in ms (whole seconds). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let byDay = offsetsByZone.get(timeZone)
  if (!byDay) {
    byDay = new Map()
    offsetsByZone.set(timeZone, byDay)
  }
  const day = Math.floor(instant / DAY_MS)
  let offset = byDay.get(day)
  if (offset === undefined) {
    const first = offsetFromIntl(day * DAY_MS, timeZone)
    const last = offsetFromIntl((day + 1) * DAY_MS - 1000, timeZone)
    // NaN marks a day with a transition in it.
    offset = first === last ? first : NaN
    if (byDay.size >= MAX_DAYS_PER_ZONE) byDay.clear()
    byDay.set(day, offset)
  }
  return Number.isNaN(offset) ? offsetFromIntl(instant, timeZone) : offset
}

// Proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's civil_from_days): plain
// arithmetic, because a results page asks this hundreds of times and every Date costs an allocation.
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** The wall-clock date and time of `instant` in `timeZone` (throws RangeError for an unknown zone). */
export function wallClockParts(instant: number, timeZone: string): WallClockParts {
  const localSeconds = Math.floor(instant / 1000) + zoneOffsetMs(instant, timeZone) / 1000
  const days = Math.floor(localSeconds / 86_400)
  const secondOfDay = localSeconds - days * 86_400
  // Fields copied one by one: an object spread here took 3 µs a call, a hundred times the arithmetic.
  const date = civilFromDays(days)
  return {
    year: date.year,
    month: date.month,
    day: date.day,
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor((secondOfDay % 3600) / 60),
    second: secondOfDay % 60,
  }
}
