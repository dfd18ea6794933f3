// A fresh database holding New York (the place of spec §2's examples) and one venue there, for search
// tests that add their own events: `addEvent(day, …)` lists one that many days after `now`, and
// `search(…)` searches New York at `now` with one server's caches.
import { searchEvents, type SearchEventsInput, type SearchEventsResult } from '@/core/search/search-events'
import { createCacheRegistry } from '@/server/cache-registry'
import type { DbHandle } from '@/db/create-db'
import type { EventRow } from '@/seed/builders/build-event'
import { buildSearchInput } from '../factories/build-search-input'
import { insertEvent, type Event } from '../factories/insert-event'
import { insertNewYorkWithVenue } from '../factories/insert-new-york'
import { createTestDb } from './test-db'

export { NEW_YORK_PLACE_ID } from '../factories/insert-new-york'

export type NewYorkSearchDb = {
  handle: DbHandle
  addEvent: (day: number, event: Partial<EventRow>) => Promise<Event>
  search: (input: Partial<SearchEventsInput>) => Promise<SearchEventsResult>
}

export async function createNewYorkSearchDb(now: Date): Promise<NewYorkSearchDb> {
  const handle = await createTestDb()
  const venue = await insertNewYorkWithVenue(handle.db)
  const { caches } = createCacheRegistry()
  return {
    handle,
    search: (input) => searchEvents({ db: handle.db, clock: { now: () => now }, caches }, buildSearchInput(input)),
    addEvent: (day, event) =>
      insertEvent(handle.db, {
        venueId: venue.id,
        latitude: venue.latitude,
        longitude: venue.longitude,
        summary: '',
        startAt: new Date(now.getTime() + day * 86_400_000),
        ...event,
      }),
  }
}
