// The event page's dates in the site's one date style (issue 23): "Fri, Dec 4, 2026 · 8:00 PM", the same
// day words as results headings ("Dec 1 to Dec 31, 2026") and the series list, the day written once when
// start and end fall on it, and the zone's abbreviation at the end.
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'

// Node's ICU writes a narrow no-break space before AM/PM where browsers write a plain one; one form
// everywhere keeps server-rendered and hydrated dates identical (as date-display.ts does).
function plain(text: string): string {
  return text.replace(/[\u202f\u2009]/g, ' ')
}

function dayWords(date: Date, timeZone: string, locale: string): string {
  return cachedDateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date)
}

function timeWords(date: Date, timeZone: string, locale: string, withZone = false): string {
  return plain(
    cachedDateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', ...(withZone ? { timeZoneName: 'short' } : {}) }).format(date),
  )
}

/** Start–end of an event as read in `timeZone`, with the zone's abbreviation. */
export function formatEventDateRange({
  start,
  end,
  timeZone,
  locale = 'en-US',
}: {
  start: Date
  end: Date
  timeZone: string
  locale?: string
}): string {
  const startDay = dayWords(start, timeZone, locale)
  const endDay = dayWords(end, timeZone, locale)
  const endTime = timeWords(end, timeZone, locale, true)
  if (startDay === endDay) return `${startDay} · ${timeWords(start, timeZone, locale)} – ${endTime}`
  return `${startDay} · ${timeWords(start, timeZone, locale)} – ${endDay} · ${endTime}`
}

/** One date of a series in a list: "Sat, Nov 21, 2026 · 8:00 PM". */
export function formatSeriesDate(start: Date, timeZone: string, locale = 'en-US'): string {
  return `${dayWords(start, timeZone, locale)} · ${timeWords(start, timeZone, locale)}`
}
