import Link from 'next/link'
import { EventCard } from '@/components/event-card/event-card'
import type { EventJson } from '@/core/events/event-json'
import styles from './forms.module.css'

/** The liked events list shared by /u/{publicId}/saved and /u/{publicId}/favorites/events. */
export function SavedEventsView({
  events,
  total,
  now,
  productOrigins,
}: {
  events: EventJson[]
  total: number
  now: Date
  productOrigins?: readonly string[]
}) {
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Likes
      </h1>
      {events.length === 0 ? (
        <p>
          You have not liked any events yet. Tap the heart on an event to keep it here.{' '}
          <Link href="/">Find events</Link>
        </p>
      ) : (
        <>
          <p>
            {total} liked {total === 1 ? 'event' : 'events'}
          </p>
          <ul className="card-grid" aria-label="Liked events">
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  now={now}
                  pageArea="saved-events"
                  position={index}
                  productOrigins={productOrigins}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
