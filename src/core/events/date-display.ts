// Date display of spec §4: past dates show a short date with weekday and time; dates within the next
// 6 days use relative words (Today, Tomorrow, then the weekday); later dates a short date. Online events
// are shown in the viewer's time zone with its abbreviation.
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
  if (days === 0 && startAt >= now) day = 'Today'
  else if (days === 1) day = 'Tomorrow'
  else if (days > 1 && days <= 6) day = cachedDateTimeFormat(locale, { timeZone, weekday: 'long' }).format(startAt)
  else day = cachedDateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(startAt)
  // Node's ICU writes a narrow no-break space before AM/PM where browsers write a plain one; one form
  // everywhere keeps server-rendered and hydrated dates identical.
  return `${day} • ${time}`.replace(/[\u202f\u2009]/g, ' ')
}
