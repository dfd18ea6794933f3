// Date keywords (spec §3 "Date filters") as half-open UTC windows [start, end). Every boundary is a local
// calendar date in the place's IANA time zone (ARCHITECTURE §4), so "today" in Sydney is not "today" in
// New York, and a day that gains or loses an hour at a DST change still runs midnight to midnight.
// No date library: Intl.DateTimeFormat gives local parts (through wall-clock.ts), and localTimeToInstant
// below inverts it.
import type { PresetDateKeyword } from '@/core/taxonomy/date-filters'
import { wallClockParts, zoneOffsetMs as zoneOffset } from '@/core/shared/wall-clock'

export type DateWindow = { start: Date; end: Date }

/** 0 = Sunday, 1 = Monday (Date#getUTCDay numbering). */
export type WeekStart = 0 | 1

export type DateWindowOptions = { now: Date; timeZone: string; weekStartsOn?: WeekStart }

/** A Gregorian calendar date with no time zone; month and day are 1-based. */
export type CalendarDate = { year: number; month: number; day: number }

const DAY_MS = 86_400_000
const FRIDAY = 5
const WEEKEND_START_HOUR = 17

type LocalParts = CalendarDate & { hour: number; minute: number; second: number }

// Local parts come from wall-clock.ts, which asks Intl once per zone and day rather than per instant.
const localParts = (instant: number, timeZone: string): LocalParts => wallClockParts(instant, timeZone)

// Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, 0)
  return date.getTime()
}

/**
 * The instant a local wall-clock time happens. Offsets are sampled a day either side, which finds both
 * readings of a repeated hour (fall back: the earlier wins, so a day starts at its first midnight) and
 * none for a skipped hour (spring forward: the earlier offset pushes the time past the gap, so a day whose
 * midnight never happens, as in Santiago or Havana, starts at 01:00).
 */
function localTimeToInstant(timeZone: string, date: CalendarDate, hour = 0, minute = 0): number {
  const wall = utcMs(date.year, date.month, date.day, hour, minute)
  const before = wall - zoneOffset(wall - DAY_MS, timeZone)
  const after = wall - zoneOffset(wall + DAY_MS, timeZone)
  const readsBack = (instant: number) => {
    const local = localParts(instant, timeZone)
    return utcMs(local.year, local.month, local.day, local.hour, local.minute) === wall
  }
  const valid = [before, after].filter(readsBack)
  if (valid.length > 0) return Math.min(...valid)
  return before
}

function startOfLocalDay(timeZone: string, date: CalendarDate): Date {
  return new Date(localTimeToInstant(timeZone, date))
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(utcMs(date.year, date.month, date.day) + days * DAY_MS)
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 }
}

function weekday(date: CalendarDate): number {
  return new Date(utcMs(date.year, date.month, date.day)).getUTCDay()
}

function localDate(instant: Date, timeZone: string): CalendarDate {
  const { year, month, day } = localParts(instant.getTime(), timeZone)
  return { year, month, day }
}

/** Spec §3 "Date filters": the local calendar date of an instant in a zone, as YYYY-MM-DD. */
export function localDateString(date: Date, timeZone: string): string {
  return formatCalendarDate(localDate(date, timeZone))
}

/** YYYY-MM-DD, the form of the results URL's start_date and end_date (spec §2). */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0')
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** Spec §2 custom dates: a YYYY-MM-DD string that names a real Gregorian date (no 2026-02-30), or null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1 || month < 1 || month > 12 || day < 1) return null
  const roundTrip = addDays({ year, month, day: 1 }, day - 1)
  return roundTrip.month === month && roundTrip.year === year ? { year, month, day } : null
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenCalendarDates(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMs(to.year, to.month, to.day) - utcMs(from.year, from.month, from.day)) / DAY_MS)
}

/**
 * Spec §3 "Date filters" with ARCHITECTURE §4's week (Monday first; pass weekStartsOn 0 for pt-BR).
 * - today: local midnight today → local midnight tomorrow; tomorrow: the local day after.
 * - this_weekend: Friday 17:00 → Monday 00:00 of the weekend under way, or of the next one from Monday
 *   to Thursday; on Saturday and Sunday it starts at today's midnight.
 * - this_week: today → the next week start; next_week: that week start → seven days later.
 * - this_month: today → the 1st of next month; next_month: that 1st → the 1st of the month after.
 * Windows that contain now start at local midnight today, not at now, so that an event that began this
 * morning (and may still be on) is found by "this week" and "this month" exactly as by "today".
 */
export function computeDateWindow(keyword: PresetDateKeyword, options: DateWindowOptions): DateWindow {
  const { now, timeZone, weekStartsOn = 1 } = options
  const today = localDate(now, timeZone)
  const midnight = (date: CalendarDate) => startOfLocalDay(timeZone, date)
  const nextWeekStart = addDays(today, ((weekStartsOn - weekday(today) + 6) % 7) + 1)
  switch (keyword) {
    case 'today':
      return { start: midnight(today), end: midnight(addDays(today, 1)) }
    case 'tomorrow':
      return { start: midnight(addDays(today, 1)), end: midnight(addDays(today, 2)) }
    case 'this_weekend': {
      // Friday to Sunday is the weekend under way; Monday to Thursday looks ahead to the coming one.
      const sinceFriday = (weekday(today) - FRIDAY + 7) % 7
      const friday = addDays(today, sinceFriday <= 2 ? -sinceFriday : 7 - sinceFriday)
      const fridayEvening = new Date(localTimeToInstant(timeZone, friday, WEEKEND_START_HOUR))
      const todayStart = midnight(today)
      return {
        start: fridayEvening > todayStart ? fridayEvening : todayStart,
        end: midnight(addDays(friday, 3)),
      }
    }
    case 'this_week':
      return { start: midnight(today), end: midnight(nextWeekStart) }
    case 'next_week':
      return { start: midnight(nextWeekStart), end: midnight(addDays(nextWeekStart, 7)) }
    case 'this_month':
      return { start: midnight(today), end: midnight(addMonths(today, 1)) }
    case 'next_month':
      return { start: midnight(addMonths(today, 1)), end: midnight(addMonths(today, 2)) }
  }
}

/**
 * Spec §2/§3 custom_date: local midnight of startDate → local midnight of the day after endDate, both
 * YYYY-MM-DD in the place's zone. Throws a RangeError on strings that are not real dates or an end
 * before the start: callers pass dates that parseResultsPath has already checked.
 */
export function customDateWindow(startDate: string, endDate: string, timeZone: string): DateWindow {
  const start = parseCalendarDate(startDate)
  const end = parseCalendarDate(endDate)
  if (!start || !end) throw new RangeError(`Not a calendar date range: ${startDate}..${endDate}`)
  if (daysBetweenCalendarDates(start, end) < 0) throw new RangeError(`${endDate} is before ${startDate}`)
  return { start: startOfLocalDay(timeZone, start), end: startOfLocalDay(timeZone, addDays(end, 1)) }
}
