// The event card of spec §2, fed by the API's Event shape (spec §3) so the home page, the results pages
// and the concierge share one card. Works as a server component and inside client lists alike.
import type { EventJson } from '@/core/events/event-json'
import {
  computeCardLabels,
  computeCardLink,
  computeCardPrice,
  computeCardVenue,
  ENGLISH_CARD_INTL,
  type CardIntl,
} from '@/core/events/event-card-display'
import { isEventCancelled } from '@/core/events/ticket-offer'
import { fillText } from '@/core/i18n/fill-text'
import { computeImageKeyFromUrl, optimizedImageUrl } from '@/core/images/image-optimizer-rules'
import { LikeButton } from '@/components/likes/like-button'
import { CardDate } from './card-date'
import { CardLink, TrackedCard } from './card-tracking'
import styles from './event-card.module.css'

export type EventCardProps = {
  event: EventJson
  now: Date
  /** Spec §4 "Card visibility modes". */
  limitedVisibility?: boolean
  /** Spec §2: new tab by default. */
  openInNewTab?: boolean
  /**
   * On a phone, open in this tab even so (the results list, issue 38 point 11): a new tab there loses
   * Back to the list.
   */
  sameTabOnPhones?: boolean
  /**
   * Where the card sits, for analytics (spec §7): the list it is in and its place in that list from 0,
   * counted across pages, so that events from different cards of a page can be told apart.
   */
  pageArea: string
  position: number
  /** Origins of the product besides the page's own (configuration): links there keep the referrer. */
  productOrigins?: readonly string[]
  /** The first cards of a page load eagerly (they are in the first screen). */
  eager?: boolean
  /** Words and formats in the page's language; English (en-US) when not given. */
  intl?: CardIntl
}

export function EventCard({
  event,
  now,
  limitedVisibility = false,
  openInNewTab = true,
  sameTabOnPhones = false,
  pageArea,
  position,
  productOrigins,
  eager = false,
  intl = ENGLISH_CARD_INTL,
}: EventCardProps) {
  const { texts } = intl
  const link = computeCardLink(event, { openInNewTab, pathPrefix: intl.pathPrefix, ...(productOrigins ? { productOrigins } : {}) })
  const labels = computeCardLabels(event, { now, limitedVisibility, texts, salesStatus: intl.salesStatus })
  const imageKey = event.image ? computeImageKeyFromUrl(event.image.original.url) : null
  const venue = computeCardVenue(event, texts)
  const promoted = event.promoted_listing_metadata !== null
  const price = computeCardPrice(event, intl)
  return (
    <TrackedCard tracking={{ eventId: event.id, pageArea, position }} className={styles.card}>
      <div className={styles.media}>
        {imageKey ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own optimizer path (spec §9), not next/image
          <img
            className={styles.image}
            src={optimizedImageUrl(imageKey, 640)}
            srcSet={`${optimizedImageUrl(imageKey, 640)} 1x, ${optimizedImageUrl(imageKey, 1080)} 2x`}
            width={512}
            height={256}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            style={event.image?.edge_color ? { backgroundColor: event.image.edge_color } : undefined}
          />
        ) : (
          <div className={`${styles.image} ${styles.noImage}`} aria-hidden="true" />
        )}
        {labels.badge ? (
          <span className={isEventCancelled(event.status) ? `${styles.badge} ${styles.cancelled}` : styles.badge}>
            {labels.badge}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        {labels.urgency || labels.bogo || labels.openDiscount ? (
          <p className={styles.signals}>
            {[labels.bogo, labels.openDiscount, labels.urgency]
              .filter((label): label is string => label !== null)
              .map((label) => (
                <span key={label} className={styles.signal}>
                  {label}
                </span>
              ))}
          </p>
        ) : null}
        <h3 className={styles.title}>
          <CardLink {...link} sameTabOnPhones={sameTabOnPhones} label={fillText(texts.view, { name: event.name })} className={styles.link}>
            <span lang={intl.contentLang}>{event.name}</span>
          </CardLink>
        </h3>
        <CardDate
          // Only what the date needs crosses to the browser, not the whole event.
          event={{
            start: event.start,
            timezone: event.timezone,
            is_online_event: event.is_online_event,
            hide_start_date: event.hide_start_date,
            series: event.series,
          }}
          now={now}
          className={styles.date}
          locale={intl.locale}
          moreText={texts.more}
        />
        {venue ? <p className={styles.meta}>{venue}</p> : null}
        {price === null ? null : <p className={styles.price}>{price}</p>}
        <p className={styles.meta} lang={intl.contentLang}>
          {event.primary_organizer.name}
        </p>
        {promoted ? <p className={styles.promoted}>{texts.promoted}</p> : null}
        <div className={styles.like}>
          <LikeButton
            eventId={event.id}
            eventName={event.name}
            initiallySaved={event.saves.saved_by_you}
            texts={intl.like}
          />
        </div>
      </div>
    </TrackedCard>
  )
}
