import Link from 'next/link'
import { connection } from 'next/server'
import { EventCard } from '@/components/event-card/event-card'
import { listUpcomingEventsNearPlace } from '@/core/events/list-upcoming-events-near-place'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'

export default async function HomePage() {
  await connection()
  const deps = await getDeps()
  const { place, inPlace, online } = await listUpcomingEventsNearPlace(deps, {
    placeSlug: env().defaultPlaceSlug,
    limit: 24,
  })
  const now = deps.clock.now()
  return (
    <>
      <a className="skip-link" href="#page-content">
        Skip to main content
      </a>
      <header className="site-header">
        <Link className="logo" href="/">
          tessera
        </Link>
      </header>
      <main>
        <section className="hero">
          <h1 id="page-content" tabIndex={-1}>
            Events in {place.name}
          </h1>
          <p>Concerts, classes, meetups, festivals and more: find something to do near you or online.</p>
        </section>
        <div className="page">
          <section aria-labelledby="in-place">
            <h2 className="section-title" id="in-place">
              Upcoming in {place.name}
            </h2>
            {inPlace.length === 0 ? (
              <p className="empty-state">No upcoming events in {place.name} yet.</p>
            ) : (
              <ul className="card-grid">
                {inPlace.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="online">
            <h2 className="section-title" id="online">
              Online events
            </h2>
            {online.length === 0 ? (
              <p className="empty-state">No upcoming online events yet.</p>
            ) : (
              <ul className="card-grid">
                {online.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </main>
      <footer className="site-footer">
        <p>© {now.getFullYear()} Tessera · Open-source event discovery and ticketing</p>
      </footer>
    </>
  )
}
