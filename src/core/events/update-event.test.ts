import { afterAll, beforeAll, expect, test } from 'vitest'
import { autocompleteSearches } from '@/core/discovery/autocomplete-searches'
import { insertPlaces } from '@/core/places/places-repository'
import { searchEvents, type SearchEventsInput } from '@/core/search/search-events'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { DbHandle } from '@/db/create-db'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry, type CacheRegistry } from '@/server/cache-registry'
import { buildPlace } from '../../../tests/factories/build-place'
import { buildSearchInput } from '../../../tests/factories/build-search-input'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertVenue } from '../../../tests/factories/insert-venue'
import { createTestDb } from '../../../tests/helpers/test-db'
import { updateEvent } from './update-event'

let handle: DbHandle
let registry: CacheRegistry
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches'>
let eventId: number
const NY = '5128581'

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  await insertPlaces(db, [
    buildPlace({ id: NY, name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, timeZone: 'America/New_York', viewportSwLat: 40.4, viewportSwLng: -74.3, viewportNeLat: 41.0, viewportNeLng: -73.6 }),
  ])
  const venue = await insertVenue(db, { latitude: 40.72, longitude: -73.99 })
  eventId = (await insertEvent(db, { name: 'Harbour Lantern Walk', venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude })).id
  registry = createCacheRegistry(db)
  // On PGlite the invalidation is this process's only: the same code path the server takes.
  const invalidation = createCacheInvalidation(handle, registry)
  deps = { db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: invalidation.invalidate }
})

afterAll(async () => {
  await handle?.close()
})

const search = (text: string): SearchEventsInput =>
  buildSearchInput({ text, location: { kind: 'place', placeId: NY }, pageSize: 10, sort: 'date', origin: 'http://localhost' })

const searchedNames = async (text: string) => (await searchEvents(deps, search(text))).events.results.map((e) => e.name)
const suggestedNames = async (q: string) =>
  (await autocompleteSearches(deps, { q, placeId: NY, completionTypes: ['event'], viewerUserId: null, origin: 'http://localhost' })).event.map((e) => e.name)
const hits = (name: string) => registry.stats().find((row) => row.name === name)!.hits

test('A renamed event is found by its new name, and no longer by its old one, in the next search and autocomplete, though both answered from memory before', async () => {
  expect(await searchedNames('walk')).toEqual(['Harbour Lantern Walk'])
  expect(await searchedNames('parade')).toEqual([])
  expect(await suggestedNames('harbour lan')).toEqual(['Harbour Lantern Walk'])
  // The same questions again are answered from the caches: the rename must get past them.
  const before = hits('searchPageIds') + hits('autocompleteAnswers')
  expect(await searchedNames('walk')).toEqual(['Harbour Lantern Walk'])
  expect(await searchedNames('parade')).toEqual([])
  expect(await suggestedNames('harbour lan')).toEqual(['Harbour Lantern Walk'])
  expect(hits('searchPageIds') + hits('autocompleteAnswers')).toBe(before + 3)

  const updated = await updateEvent(deps, { eventId, name: 'Harbour Lantern Parade', summary: 'Lights on the water' })
  expect(updated).toMatchObject({ name: 'Harbour Lantern Parade', nameSlug: 'harbour-lantern-parade', summary: 'Lights on the water' })

  expect(await searchedNames('parade')).toEqual(['Harbour Lantern Parade'])
  expect(await searchedNames('walk')).toEqual([])
  expect(await suggestedNames('harbour lan')).toEqual(['Harbour Lantern Parade'])
})

test('An event moved to another day is found by a search of that day that had found nothing before', async () => {
  const start = new Date(Date.now() + 3 * 86_400_000)
  const day = start.toLocaleDateString('en-CA', { timeZone: 'America/New_York' })
  const onThatDay = { ...search('lantern'), dates: { startDate: day, endDate: day } }
  expect((await searchEvents(deps, onThatDay)).events.results).toEqual([])
  await updateEvent(deps, { eventId, startAt: start, endAt: new Date(start.getTime() + 3_600_000) })
  expect((await searchEvents(deps, onThatDay)).events.results.map((e) => e.start_date)).toEqual([day])
})

test('An event cannot be made to end before it starts, and nothing of the change is written', async () => {
  const { startAt } = (await updateEvent(deps, { eventId, summary: 'kept' }))
  await expect(updateEvent(deps, { eventId, name: 'Never Written', endAt: new Date(startAt.getTime() - 60_000) })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  expect(await searchedNames('never written')).toEqual([])
  expect(await searchedNames('lantern')).toEqual(['Harbour Lantern Parade'])
})

test('Changing an event that does not exist answers not found', async () => {
  await expect(updateEvent(deps, { eventId: 999_999, name: 'Ghost' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
})
