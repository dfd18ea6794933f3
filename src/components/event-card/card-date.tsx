// The date line of an event card (spec §4 "Date display", "Repeating event"). Drawn where the card is
// drawn (on the server for the home page) in the event's own zone; only an online event's date needs
// the browser, to switch to the viewer's zone (ViewerZoneDate), so in-person cards carry no date script.
import { computeCardDate } from '@/core/events/event-card-date'
import type { EventJson } from '@/core/events/event-json'
import { ViewerZoneDate } from './viewer-zone-date'

export type CardDateEvent = Pick<EventJson, 'start' | 'timezone' | 'is_online_event' | 'hide_start_date' | 'series'>

export function CardDate({
  event,
  now,
  className,
  locale = 'en-US',
  moreText,
}: {
  event: CardDateEvent
  now: Date
  className?: string
  /** The page's locale (BCP 47) and the card catalog's "+ {count} more" in its language. */
  locale?: string
  moreText?: string
}) {
  const date = computeCardDate(event, { now, locale, ...(moreText ? { moreText } : {}) })
  if (!date) return null
  return (
    <p className={className}>
      {event.is_online_event ? (
        <ViewerZoneDate event={event} nowIso={now.toISOString()} dateTime={date.dateTime} eventZoneText={date.text} locale={locale} />
      ) : (
        <time dateTime={date.dateTime}>{date.text}</time>
      )}
      {date.more ? <span> {date.more}</span> : null}
    </p>
  )
}
