import Link from 'next/link'
import { EventCard } from '@/components/event-card/event-card'
import { FollowButton } from '@/components/follow/follow-button'
import { organizerPath } from '@/core/events/event-json'
import type { OrganizerPage } from '@/core/organizers/get-organizer-page'
import styles from './event-page.module.css'

/** The organizer page: name, follower count, follow button, description and upcoming events. */
export function OrganizerPageView({
  data,
  page,
  pageSize,
  now,
  productOrigins,
}: {
  data: OrganizerPage
  page: number
  /** Events per page: card positions count on from the pages before (analytics, spec §7). */
  pageSize: number
  now: Date
  productOrigins?: readonly string[]
}) {
  const { organizer, events, totalUpcoming, pageCount, viewerFollows } = data
  const base = organizerPath(organizer.slug, organizer.id)
  return (
    <main className={styles.organizerPage}>
      <h1 id="page-content" tabIndex={-1} className={styles.title}>
        {organizer.name}
      </h1>
      <div className={styles.organizer}>
        <FollowButton
          organizerId={String(organizer.id)}
          organizerName={organizer.name}
          initiallyFollowing={viewerFollows}
          followerCount={organizer.numFollowers}
        />
      </div>
      {organizer.description ? <p className={styles.summary}>{organizer.description}</p> : null}
      <section aria-labelledby="organizer-events-heading" className={styles.section}>
        <h2 id="organizer-events-heading">Upcoming events ({totalUpcoming.toLocaleString('en-US')})</h2>
        {events.length === 0 ? (
          <p>No upcoming events right now. Follow {organizer.name} to hear about their next one.</p>
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
                />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Pagination" className={styles.calendarLinks}>
            {page > 1 ? (
              <Link href={page === 2 ? base : `${base}?page=${page - 1}`} prefetch={false} rel="prev">
                Previous page
              </Link>
            ) : null}
            <span>
              Page {page} of {pageCount}
            </span>
            {page < pageCount ? (
              <Link href={`${base}?page=${page + 1}`} prefetch={false} rel="next">
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </main>
  )
}
