// An event's time as ticket holders read it (issue 19 §5): in the event's own time zone with the zone
// named, never the reader's or UTC, so that a buyer abroad reads the hour the doors open. The zone is
// named as people say it ("Eastern Time"), never by its IANA id (issue 38 point 5). Pure, so the
// emails on the server and the order and ticket pages in the browser say the same.
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'

/**
 * "Saturday, March 7, 2026 at 8:00 PM Central European Time"; in another locale its own words ("Samstag,
 * 7. März 2026 um 20:00 Mitteleuropäische Zeit"). The generic name (`longGeneric`) stays the same in
 * summer and winter; a zone without one keeps its specific name ("Japan Standard Time").
 */
export function formatEventTime(date: Date, timeZone: string, locale = 'en-US'): string {
  return cachedDateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'longGeneric',
  }).format(date)
}
