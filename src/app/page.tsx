import { connection } from 'next/server'
import { EventCard } from '@/components/event-card/event-card'
import { searchEvents } from '@/core/search/search-events'
import { getDeps } from '@/server/get-deps'
import { getInitialLocation } from '@/server/initial-location'
import { originFromHeaders } from '@/server/request-origin'
import { headers } from 'next/headers'

// A plain list of upcoming events for the visitor's place and online; the full home page (hero, chips,
// carousels, tiles) replaces it in issue 4.
export default async function HomePage() {
  await connection()
  const deps = await getDeps()
  const location = await getInitialLocation()
  const origin = originFromHeaders(await headers())
  const base = {
    text: undefined,
    categoryIds: [],
    subcategoryIds: [],
    formatIds: [],
    dates: undefined,
    price: undefined,
    tags: [],
    page: 1,
    sort: 'date' as const,
    viewerUserId: null,
    origin,
  }
  const [inPlace, online] = await Promise.all([
    location.isOnline || !location.placeId
      ? Promise.resolve(null)
      : searchEvents(deps, { ...base, location: { kind: 'place', placeId: location.placeId }, pageSize: 24 }),
    searchEvents(deps, { ...base, location: { kind: 'online' }, pageSize: 12 }),
  ])
  const now = deps.clock.now()
  const name = location.currentPlace
  return (
    <main>
      <section className="hero">
        <h1 id="page-content" tabIndex={-1}>
          {location.isOnline ? 'Online events' : `Events in ${name}`}
        </h1>
        <p>Concerts, classes, meetups, festivals and more: find something to do near you or online.</p>
      </section>
      <div className="page">
        {inPlace ? (
          <section aria-labelledby="in-place">
            <h2 className="section-title" id="in-place">
              Upcoming in {name}
            </h2>
            {inPlace.events.results.length === 0 ? (
              <p className="empty-state">No upcoming events in {name} yet.</p>
            ) : (
              <ul className="card-grid">
                {inPlace.events.results.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        <section aria-labelledby="online">
          <h2 className="section-title" id="online">
            Online events
          </h2>
          {online.events.results.length === 0 ? (
            <p className="empty-state">No upcoming online events yet.</p>
          ) : (
            <ul className="card-grid">
              {online.events.results.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} now={now} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  )
}
