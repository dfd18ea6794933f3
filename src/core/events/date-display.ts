// Date display of spec §4: past dates show a short date with weekday and time; dates within the next
// 6 days use relative words (Today, Tomorrow, then the weekday); later dates a short date. Online events
// are shown in the viewer's time zone with its abbreviation.
import { fillText } from '@/core/i18n/fill-text'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'

const DAY_MS = 86_400_000

function dayNumber(date: Date, timeZone: string): number {
  const parts = cachedDateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
  return Math.round(Date.parse(`${parts}T00:00:00Z`) / DAY_MS)
}

export type DateDisplayInput = {
  startAt: Date
  timeZone: string
  now: Date
  locale?: string
  /** Appends the zone abbreviation (online events in the viewer's zone). */
  showZone?: boolean
}

// "today"/"tomorrow" in the page's language from Intl ("heute", "mañana"), capitalised as a date line
// starts: "Today", "Heute".
function relativeDay(days: 0 | 1, locale: string): string {
  const word = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day')
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1)
}

/** Spec §4 "Date display": e.g. "Today • 7:00 PM", "Saturday • 8:00 PM", "Thu, Dec 18 • 6:30 PM". */
export function formatEventDate({ startAt, timeZone, now, locale = 'en-US', showZone = false }: DateDisplayInput): string {
  const time = cachedDateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(showZone ? { timeZoneName: 'short' } : {}),
  }).format(startAt)
  const days = dayNumber(startAt, timeZone) - dayNumber(now, timeZone)
  let day: string
  if (days === 0 && startAt >= now) day = relativeDay(0, locale)
  else if (days === 1) day = relativeDay(1, locale)
  else if (days > 1 && days <= 6) {
    const weekday = cachedDateTimeFormat(locale, { timeZone, weekday: 'long' }).format(startAt)
    day = weekday.charAt(0).toLocaleUpperCase(locale) + weekday.slice(1)
  }
  else day = cachedDateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(startAt)
  // Node's ICU writes a narrow no-break space before AM/PM where browsers write a plain one; one form
  // everywhere keeps server-rendered and hydrated dates identical.
  return `${day} • ${time}`.replace(/[\u202f\u2009]/g, ' ')
}

/** A YYYY-MM-DD calendar date in words: "Dec 1, 2026" (with the year) or "Dec 1". */
function calendarDateWords(isoDate: string, withYear: boolean, locale: string): string {
  return cachedDateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/**
 * A picked range of calendar days in the site's one date style (issue 23: people read "Dec 1 to Dec 31,
 * 2026", not "2026-12-01 to 2026-12-31"): the year written once when both days share it.
 */
export function formatCalendarDates(startDate: string, endDate: string, locale = 'en-US', rangeText = '{start} to {end}'): string {
  if (startDate === endDate) return calendarDateWords(startDate, true, locale)
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4)
  return fillText(rangeText, { start: calendarDateWords(startDate, !sameYear, locale), end: calendarDateWords(endDate, true, locale) })
}

/** The same range inside a sentence: "from Dec 1 to Dec 31, 2026", "on Dec 5, 2026". */
export function formatCalendarDateRange(startDate: string, endDate: string, locale = 'en-US'): string {
  return `${startDate === endDate ? 'on' : 'from'} ${formatCalendarDates(startDate, endDate, locale)}`
}
