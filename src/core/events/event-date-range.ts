// The event page's date line: start and end in one time zone, the day written once when both fall on it
// ("Saturday, November 21, 2026 · 8:00 PM – 10:00 PM EST").
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'

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
  const day = cachedDateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
  const time = cachedDateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
  const timeWithZone = cachedDateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
  if (day.format(start) === day.format(end)) {
    return `${day.format(start)} · ${time.format(start)} – ${timeWithZone.format(end)}`
  }
  const short = cachedDateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
  return `${short.format(start)} – ${short.format(end)} ${timeWithZone.formatToParts(end).find((p) => p.type === 'timeZoneName')?.value ?? ''}`.trim()
}

/** One date of a series in a list: "Sat, Nov 21, 8:00 PM". */
export function formatSeriesDate(start: Date, timeZone: string, locale = 'en-US'): string {
  return cachedDateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(start)
}
