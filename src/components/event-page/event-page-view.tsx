import Link from 'next/link'
import { FollowButton } from '@/components/follow/follow-button'
import { LikeButton } from '@/components/likes/like-button'
import { formatEventDateRange, formatSeriesDate } from '@/core/events/event-date-range'
import type { EventPage } from '@/core/events/get-event-page'
import { computeEventTagLinks } from '@/core/events/event-tag-links'
import { computeCalendarEntry, computeGoogleCalendarUrl } from '@/core/events/icalendar'
import { computeShareLinks } from '@/core/events/share-links'
import { computeImageKeyFromUrl, optimizedImageUrl } from '@/core/images/image-optimizer-rules'
import { pickUrgencyLabel } from '@/core/taxonomy/urgency'
import { TicketPanel } from './ticket-panel'
import { ViewerTime } from './viewer-time'
import styles from './event-page.module.css'

/** The event page of issue 5: what, when, where, who, details, and the tickets area. */
export function EventPageView({ page, host }: { page: EventPage; host: string }) {
  const { event } = page
  const start = new Date(event.start.utc)
  const end = new Date(event.end.utc)
  const path = new URL(event.url).pathname
  const organizerPath = new URL(event.primary_organizer.url).pathname
  const imageKey = event.image ? computeImageKeyFromUrl(event.image.original.url) : null
  const venue = event.primary_venue
  const salesMessage = event.event_sales_status.message
  // Spec §4: an urgency signal shows only when there is no sales message.
  const urgency = salesMessage ? null : pickUrgencyLabel(event.urgency_signals)
  const entry = computeCalendarEntry(event, host)
  const tags = computeEventTagLinks(event)
  return (
    <main className={styles.page}>
      <article className={styles.main}>
        {imageKey ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own optimizer path (spec §9), not next/image
          <img
            className={styles.image}
            src={optimizedImageUrl(imageKey, 1080)}
            srcSet={`${optimizedImageUrl(imageKey, 1080)} 1x, ${optimizedImageUrl(imageKey, 2048)} 2x`}
            width={1080}
            height={540}
            alt=""
          />
        ) : null}
        <h1 id="page-content" tabIndex={-1} className={styles.title}>
          {event.name}
        </h1>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
        <div className={styles.badges}>
          {salesMessage ? <span className={styles.badge}>{salesMessage}</span> : null}
          {urgency ? <span className={styles.urgency}>{urgency}</span> : null}
          <LikeButton eventId={event.id} eventName={event.name} initiallySaved={event.saves.saved_by_you} />
        </div>

        <section aria-labelledby="when-heading" className={styles.section}>
          <h2 id="when-heading">Date and time</h2>
          <p>
            <time dateTime={event.start.utc}>{formatEventDateRange({ start, end, timeZone: event.timezone })}</time>
            {page.moreDates > 0 ? <span className={styles.more}> + {page.moreDates} more</span> : null}
          </p>
          {event.is_online_event ? <ViewerTime startUtc={event.start.utc} endUtc={event.end.utc} eventTimeZone={event.timezone} /> : null}
          <p className={styles.calendarLinks}>
            <a href={`${path}calendar.ics`} download>
              Add to calendar
            </a>
            <a href={computeGoogleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar
            </a>
          </p>
        </section>

        {page.seriesDates.length > 0 ? (
          <section aria-labelledby="dates-heading" className={styles.section}>
            <h2 id="dates-heading">All dates</h2>
            <ul className={styles.dates}>
              {page.seriesDates.map((d) => (
                <li key={d.id}>
                  <Link href={d.path} prefetch={false} aria-current={d.isThisEvent ? 'page' : undefined}>
                    <time dateTime={d.startUtc}>{formatSeriesDate(new Date(d.startUtc), event.timezone)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="where-heading" className={styles.section}>
          <h2 id="where-heading">Location</h2>
          {event.is_online_event || !venue ? (
            <p>Online event</p>
          ) : (
            <address className={styles.address}>
              <strong>{venue.name}</strong>
              <br />
              {venue.address.address_1}
              {venue.address.address_2 ? `, ${venue.address.address_2}` : ''}
              <br />
              {[venue.address.city, venue.address.region, venue.address.postal_code].filter(Boolean).join(', ')}
            </address>
          )}
        </section>

        <section aria-labelledby="organizer-heading" className={styles.section}>
          <h2 id="organizer-heading">Organized by</h2>
          <div className={styles.organizer}>
            <div>
              <Link href={organizerPath} prefetch={false} className={styles.organizerName}>
                {event.primary_organizer.name}
              </Link>
            </div>
            <FollowButton
              organizerId={event.primary_organizer.id}
              organizerName={event.primary_organizer.name}
              initiallyFollowing={page.viewerFollowsOrganizer}
              followerCount={event.primary_organizer.num_followers}
            />
          </div>
        </section>

        <section aria-labelledby="about-heading" className={styles.section}>
          <h2 id="about-heading">About this event</h2>
          {/* Sanitised in the core (sanitize-description.ts): allow-listed tags and attributes only. */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
        </section>

        {tags.length > 0 ? (
          <section aria-labelledby="tags-heading" className={styles.section}>
            <h2 id="tags-heading">Tags</h2>
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag.label}>
                  {tag.href ? (
                    <Link href={tag.href} prefetch={false} className={styles.tag}>
                      {tag.label}
                    </Link>
                  ) : (
                    <span className={styles.tag}>{tag.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="refund-heading" className={styles.section}>
          <h2 id="refund-heading">Refund policy</h2>
          <p>{page.refundPolicyText}</p>
        </section>

        <section aria-labelledby="share-heading" className={styles.section}>
          <h2 id="share-heading">Share this event</h2>
          <ul className={styles.share}>
            {computeShareLinks(event.url, event.name).map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </article>
      <TicketPanel page={page} />
    </main>
  )
}
