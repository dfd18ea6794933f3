import { computePriceText } from '@/core/events/price-text'
import { formatEventDate } from '@/core/events/date-display'
import { optimizedImageUrl } from '@/core/images/image-optimizer-rules'

export type EventCardEvent = {
  id: number
  name: string
  nameSlug: string
  startAt: Date
  timeZone: string
  isOnline: boolean
  isFree: boolean
  minPriceMinor: number | null
  currency: string
  venueName: string | null
  venueCity: string | null
  organizerName: string
  imageKey: string | null
}

/** A plain event card (spec §2 "Event card"); the full card with badges and urgency comes with the home page. */
export function EventCard({ event, now }: { event: EventCardEvent; now: Date }) {
  const url = `/e/${event.nameSlug}-tickets-${event.id}/`
  const where = event.isOnline ? 'Online' : [event.venueName, event.venueCity].filter(Boolean).join(' • ')
  return (
    <article className="event-card">
      {event.imageKey ? (
        // The optimizer path serves 512×256 card images from our own store (spec §9).
        // eslint-disable-next-line @next/next/no-img-element -- our own optimizer path, not next/image
        <img
          className="event-card__image"
          src={optimizedImageUrl(event.imageKey, 640)}
          srcSet={`${optimizedImageUrl(event.imageKey, 640)} 1x, ${optimizedImageUrl(event.imageKey, 1080)} 2x`}
          width={512}
          height={256}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className="event-card__body">
        <h3 className="event-card__title">
          <a href={url} aria-label={`View ${event.name}`}>
            {event.name}
          </a>
        </h3>
        <p className="event-card__date">
          <time dateTime={event.startAt.toISOString()}>
            {formatEventDate({
              startAt: event.startAt,
              timeZone: event.timeZone,
              now,
              showZone: event.isOnline,
            })}
          </time>
        </p>
        <p className="event-card__meta">{where}</p>
        <p className="event-card__meta">{event.organizerName}</p>
        <p className="event-card__price">{computePriceText(event)}</p>
      </div>
    </article>
  )
}
