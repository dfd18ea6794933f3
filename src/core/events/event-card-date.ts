// The date line of an event card (spec §4 "Date display", "Repeating event"). Kept apart from the other
// card rules (event-card-display.ts) because the browser needs it: an online event's date switches to
// the viewer's time zone once the page has loaded, and only this rule should travel with it.
import { fillText } from '@/core/i18n/fill-text'
import { formatEventDate } from './date-display'
import type { EventJson } from './event-json'

export type CardDate = { dateTime: string; text: string; more: string | null }

/**
 * Spec §4 "Date display" and "Repeating event": the first upcoming date of a series with "+ N more"
 * (N = current and future instances − 1); online events in the viewer's zone with its abbreviation.
 * Null when the organizer hides the start date.
 */
export function computeCardDate(
  event: Pick<EventJson, 'start' | 'timezone' | 'is_online_event' | 'hide_start_date' | 'series'>,
  {
    now,
    viewerTimeZone,
    locale = 'en-US',
    moreText = '+ {count} more',
  }: {
    now: Date
    viewerTimeZone?: string
    /** The page's locale (BCP 47): day words, times and the order of both. */
    locale?: string
    /** The card catalog's "+ {count} more" in the page's language. */
    moreText?: string
  },
): CardDate | null {
  if (event.hide_start_date) return null
  let startUtc = event.start.utc
  let more: string | null = null
  if (event.series) {
    const upcoming = event.series.next_dates.find((d) => new Date(d.start) >= now)
    if (upcoming) startUtc = upcoming.start
    const extra = event.series.counts.current_future - 1
    if (extra > 0) more = fillText(moreText, { count: extra })
  }
  const online = event.is_online_event
  const timeZone = online && viewerTimeZone ? viewerTimeZone : event.timezone
  const text = formatEventDate({ startAt: new Date(startUtc), timeZone, now, locale, showZone: online })
  return { dateTime: startUtc, text, more }
}
