import { useLocale, useMessages, useTranslations } from 'next-intl'
import Link from 'next/link'
import { EventCard } from '@/components/event-card/event-card'
import { ContactOrganizer } from '@/components/contact-organizer/contact-organizer'
import { FollowButton } from '@/components/follow/follow-button'
import { organizerPath } from '@/core/events/event-json'
import { computeLocalizedHref } from '@/core/i18n/localized-href'
import type { CardIntl } from '@/core/events/event-card-display'
import type { OrganizerPage } from '@/core/organizers/get-organizer-page'
import styles from './event-page.module.css'

/**
 * The organizer page: name, follower count, follow button, description and upcoming events. The interface
 * speaks the page's language; the organizer's name and description stay as they wrote them.
 */
export function OrganizerPageView({
  data,
  page,
  pageSize,
  now,
  productOrigins,
  contentLang,
  cardIntl: intl,
  pathPrefix = '',
}: {
  data: OrganizerPage
  page: number
  /** Events per page: card positions count on from the pages before (analytics, spec §7). */
  pageSize: number
  now: Date
  productOrigins?: readonly string[]
  /** The `lang` of the organizer's own words when the page speaks another language (issue 25). */
  contentLang?: string
  /** The cards' words, formats and like button in the page's language (getCardIntl). */
  cardIntl?: CardIntl
  /** The page's language subdirectory (getPathPrefix): the pagination's links keep it. */
  pathPrefix?: string
}) {
  const t = useTranslations('organizer.page')
  const locale = useLocale()
  const { card, account } = useMessages()
  // The cards speak the page's language too (their dates, prices, labels and like button).
  const cardIntl = intl ?? { locale, texts: card, like: { like: account.social.like, likeFailed: account.social.likeFailed } }
  const { organizer, events, totalUpcoming, pageCount, viewerFollows } = data
  const base = computeLocalizedHref(organizerPath(organizer.slug, organizer.id), pathPrefix)
  return (
    <main className={styles.organizerPage}>
      <h1 id="page-content" tabIndex={-1} className={styles.title} lang={contentLang}>
        {organizer.name}
      </h1>
      <div className={styles.organizer}>
        <FollowButton
          organizerId={String(organizer.id)}
          organizerName={organizer.name}
          initiallyFollowing={viewerFollows}
          followerCount={organizer.numFollowers}
          texts={account.social}
          locale={locale}
        />
      </div>
      {organizer.description ? (
        <p className={styles.summary} lang={contentLang}>
          {organizer.description}
        </p>
      ) : null}
      <ContactOrganizer organizer={organizer} />
      <section aria-labelledby="organizer-events-heading" className={styles.section}>
        <h2 id="organizer-events-heading">{t('upcoming', { count: totalUpcoming.toLocaleString(locale) })}</h2>
        {events.length === 0 ? (
          <p>{t('noUpcoming', { name: organizer.name })}</p>
        ) : (
          <ul className="card-grid">
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  now={now}
                  pageArea="organizer-events"
                  position={(page - 1) * pageSize + index}
                  productOrigins={productOrigins}
                  intl={cardIntl}
                />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav aria-label={t('pagination')} className={styles.calendarLinks}>
            {page > 1 ? (
              <Link href={page === 2 ? base : `${base}?page=${page - 1}`} prefetch={false} rel="prev">
                {t('previous')}
              </Link>
            ) : null}
            <span>{t('pageOf', { page, count: pageCount })}</span>
            {page < pageCount ? (
              <Link href={`${base}?page=${page + 1}`} prefetch={false} rel="next">
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  )
}
