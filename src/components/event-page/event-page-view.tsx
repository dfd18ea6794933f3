import { useLocale, useMessages, useTranslations } from 'next-intl'
import Link from 'next/link'
import { FollowButton } from '@/components/follow/follow-button'
import { LikeButton } from '@/components/likes/like-button'
import { formatEventDateRange, formatSeriesDate } from '@/core/events/event-date-range'
import type { EventPage } from '@/core/events/get-event-page'
import { computeEventTagLinks } from '@/core/events/event-tag-links'
import { computeSalesMessage } from '@/core/events/sales-message'
import { computeCalendarEntry, computeGoogleCalendarUrl } from '@/core/events/icalendar'
import { computeShareLinks } from '@/core/events/share-links'
import { computeImageKeyFromUrl, optimizedImageUrl } from '@/core/images/image-optimizer-rules'
import { pickUrgencyFlag } from '@/core/taxonomy/urgency'
import { TicketPanel } from './ticket-panel'
import { ViewerTime } from './viewer-time'
import styles from './event-page.module.css'
import { ContactOrganizer } from '@/components/contact-organizer/contact-organizer'

/** The event page of issue 5: what, when, where, who, details, and the tickets area. */
export function EventPageView({
  page,
  host,
  languagePrefix = '',
  contentLang,
}: {
  page: EventPage
  host: string
  /** The page's language subdirectory ('' at the site's root): its links stay in it. */
  languagePrefix?: string
  /** The `lang` of the organizer's words when the page speaks another language (issue 25); unset when the same. */
  contentLang?: string
}) {
  const t = useTranslations('event')
  const { taxonomy, subcategories, event: eventTexts, account } = useMessages()
  const card = useTranslations('card')
  const locale = useLocale()
  const { event } = page
  // A series' own start and end span all its dates (the first may be past): its page leads with the next
  // date instead, and lists the others (issue 23).
  const nextDate = event.is_series_parent ? page.seriesDates[0] : undefined
  const start = new Date(nextDate?.startUtc ?? event.start.utc)
  const end = new Date(nextDate?.endUtc ?? event.end.utc)
  const path = new URL(event.url).pathname
  const organizerPath = new URL(event.primary_organizer.url).pathname
  const imageKey = event.image ? computeImageKeyFromUrl(event.image.original.url) : null
  const venue = event.primary_venue
  const salesMessage = computeSalesMessage(event.event_sales_status, page.salesStartUtc, {
    texts: eventTexts.salesStatus,
    locale,
  })
  // Spec §4: an urgency signal shows only when there is no sales message.
  const urgencyFlag = salesMessage ? null : pickUrgencyFlag(event.urgency_signals)
  const urgency = urgencyFlag ? card(`urgency.${urgencyFlag}`) : null
  const entry = computeCalendarEntry(event, host)
  const tags = computeEventTagLinks(event, {
    locale: languagePrefix || undefined,
    names: taxonomy,
    subcategories,
  })
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
        <h1 id="page-content" tabIndex={-1} className={styles.title} lang={contentLang}>
          {event.name}
        </h1>
        {event.summary ? (
          <p className={styles.summary} lang={contentLang}>
            {event.summary}
          </p>
        ) : null}
        <div className={styles.badges}>
          {salesMessage ? (
            <span className={page.ticketOffer === 'cancelled' ? `${styles.badge} ${styles.cancelled}` : styles.badge}>
              {salesMessage}
            </span>
          ) : null}
          {urgency ? <span className={styles.urgency}>{urgency}</span> : null}
          <LikeButton
            eventId={event.id}
            eventName={event.name}
            initiallySaved={event.saves.saved_by_you}
            texts={account.social}
          />
        </div>

        <section aria-labelledby="when-heading" className={styles.section}>
          <h2 id="when-heading">{t('dateAndTime')}</h2>
          <p>
            {nextDate ? <span className={styles.nextLabel}>{t('nextDate')}</span> : null}
            <time dateTime={start.toISOString()}>{formatEventDateRange({ start, end, timeZone: event.timezone, locale })}</time>
            {page.moreDates > 0 ? (
              <a href="#dates-heading" className={styles.more}>
                {' '}
                {t('moreDates', { count: page.moreDates })}
              </a>
            ) : null}
          </p>
          {event.is_online_event ? (
            <ViewerTime
              startUtc={start.toISOString()}
              endUtc={end.toISOString()}
              eventTimeZone={event.timezone}
              locale={locale}
              label={t.raw('inYourTimeZone') as string}
            />
          ) : null}
          <p className={styles.calendarLinks}>
            <a href={`${path}calendar.ics`} download>
              {t('addToCalendar')}
            </a>
            <a href={computeGoogleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              {t('addToGoogleCalendar')}
            </a>
          </p>
        </section>

        {page.seriesDates.length > 0 ? (
          <section aria-labelledby="dates-heading" className={styles.section}>
            <h2 id="dates-heading">{t('allDates')}</h2>
            <ul className={styles.dates}>
              {page.seriesDates.map((d) => (
                <li key={d.id}>
                  <Link href={d.path} prefetch={false} aria-current={d.isThisEvent ? 'page' : undefined}>
                    <time dateTime={d.startUtc}>{formatSeriesDate(new Date(d.startUtc), event.timezone, locale)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="where-heading" className={styles.section}>
          <h2 id="where-heading">{t('location')}</h2>
          {event.is_online_event || !venue ? (
            <p>{t('onlineEvent')}</p>
          ) : (
            <address className={styles.address}>
              <strong lang={contentLang}>{venue.name}</strong>
              <br />
              {venue.address.address_1}
              {venue.address.address_2 ? `, ${venue.address.address_2}` : ''}
              <br />
              {[venue.address.city, venue.address.region, venue.address.postal_code].filter(Boolean).join(', ')}
            </address>
          )}
        </section>

        <section aria-labelledby="organizer-heading" className={styles.section}>
          <h2 id="organizer-heading">{t('organizedBy')}</h2>
          <div className={styles.organizer}>
            <div>
              <Link href={organizerPath} prefetch={false} className={styles.organizerName} lang={contentLang}>
                {event.primary_organizer.name}
              </Link>
            </div>
            <FollowButton
              organizerId={event.primary_organizer.id}
              organizerName={event.primary_organizer.name}
              initiallyFollowing={page.viewerFollowsOrganizer}
              followerCount={event.primary_organizer.num_followers}
              texts={account.social}
              locale={locale}
            />
          </div>
        </section>
        <ContactOrganizer organizer={event.primary_organizer} eventId={event.id} />

        <section aria-labelledby="about-heading" className={styles.section}>
          <h2 id="about-heading">{t('aboutThisEvent')}</h2>
          {/* Sanitised in the core (sanitize-description.ts): allow-listed tags and attributes only. */}
          <div className={styles.description} lang={contentLang} dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
        </section>

        {tags.length > 0 ? (
          <section aria-labelledby="tags-heading" className={styles.section}>
            <h2 id="tags-heading">{t('tags')}</h2>
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag.label}>
                  {tag.href ? (
                    <Link href={tag.href} prefetch={false} className={styles.tag} lang={tag.authored ? contentLang : undefined}>
                      {tag.label}
                    </Link>
                  ) : (
                    <span className={styles.tag} lang={tag.authored ? contentLang : undefined}>
                      {tag.label}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="refund-heading" className={styles.section}>
          <h2 id="refund-heading">{t('refundPolicy')}</h2>
          <p>{page.refundPolicyText}</p>
          {/* Ticket transfers, before purchase (decision 059). */}
          <p>
            {!page.transfers.allowed
              ? t('transfers.forbidden')
              : page.transfers.cutoffHours === 1
                ? t('transfers.untilOneHour')
                : page.transfers.cutoffHours > 1
                  ? t('transfers.untilHours', { hours: page.transfers.cutoffHours })
                  : t('transfers.untilStart')}
          </p>
        </section>

        <section aria-labelledby="share-heading" className={styles.section}>
          <h2 id="share-heading">{t('shareThisEvent')}</h2>
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
      <TicketPanel
        page={page}
        salesMessage={salesMessage}
        contentLang={contentLang}
        pathPrefix={languagePrefix ? `/${languagePrefix}` : ''}
      />
    </main>
  )
}
