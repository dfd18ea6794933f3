import type { EventJson } from '@/core/events/event-json'
import { computePriceText } from '@/core/events/price-text'
import { formatEventDate } from '@/core/events/date-display'
import { computeImageKeyFromUrl, optimizedImageUrl } from '@/core/images/image-optimizer-rules'
import { LikeButton } from '@/components/likes/like-button'

/**
 * The event card of spec §2, fed by the API's Event shape (spec §3) so the home page, the results pages
 * and the concierge share one card. The full badge/urgency/visibility rules come with the home page.
 */
export function EventCard({ event, now }: { event: EventJson; now: Date }) {
  const url = new URL(event.url).pathname
  const venue = event.primary_venue
  const where = event.is_online_event
    ? 'Online'
    : [venue?.name, venue?.address.city].filter(Boolean).join(' • ')
  const min = event.ticket_availability.minimum_ticket_price
  const startAt = new Date(event.start.utc)
  const imageKey = event.image ? computeImageKeyFromUrl(event.image.original.url) : null
  return (
    <article className="event-card">
      {imageKey ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own optimizer path (spec §9), not next/image
        <img
          className="event-card__image"
          src={optimizedImageUrl(imageKey, 640)}
          srcSet={`${optimizedImageUrl(imageKey, 640)} 1x, ${optimizedImageUrl(imageKey, 1080)} 2x`}
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
          <time dateTime={event.start.utc}>
            {formatEventDate({ startAt, timeZone: event.timezone, now, showZone: event.is_online_event })}
          </time>
        </p>
        <p className="event-card__meta">{where}</p>
        <p className="event-card__meta">{event.primary_organizer.name}</p>
        <p className="event-card__price">
          {computePriceText({
            isFree: event.ticket_availability.is_free,
            minPriceMinor: min?.value ?? null,
            currency: min?.currency ?? null,
          })}
        </p>
        <LikeButton eventId={event.id} eventName={event.name} initiallySaved={event.saves.saved_by_you} />
      </div>
    </article>
  )
}
