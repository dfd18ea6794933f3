import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { EventCard } from '@/components/event-card/event-card'
import type { CardIntl } from '@/core/events/event-card-display'
import type { EventJson } from '@/core/events/event-json'
import styles from './forms.module.css'

/** The liked events list shared by /u/{publicId}/saved and /u/{publicId}/favorites/events. */
export function SavedEventsView({
  events,
  total,
  now,
  productOrigins,
  cardIntl,
  homePath = '/',
}: {
  events: EventJson[]
  total: number
  now: Date
  productOrigins?: readonly string[]
  /** The cards' words in the page's language (English when not given). */
  cardIntl?: CardIntl
  /** The home page in the page's language subdirectory. */
  homePath?: string
}) {
  const t = useTranslations('account.pages')
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {t('likesTitle')}
      </h1>
      {events.length === 0 ? (
        <p>
          {t('likesNone')} <Link href={homePath}>{t('findEvents')}</Link>
        </p>
      ) : (
        <>
          <p>{t('likedCount', { count: total })}</p>
          <ul className="card-grid" aria-label={t('likedEvents')}>
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  now={now}
                  pageArea="saved-events"
                  position={index}
                  productOrigins={productOrigins}
                  {...(cardIntl ? { intl: cardIntl } : {})}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
