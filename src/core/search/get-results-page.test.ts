import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertPlaces } from '@/core/places/places-repository'
import type { PlaceRecord } from '@/core/places/place-types'
import type { DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertVenue } from '../../../tests/factories/insert-venue'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createCacheRegistry } from '@/server/cache-registry'
import { getResultsPage, type GetResultsPageInput } from './get-results-page'
import { parseResultsPath, type ResultsQuery } from './results-url'

const now = new Date('2026-11-18T15:00:00Z')
// One instance's caches for the whole file, as a server holds them.
const { caches } = createCacheRegistry()
const deps = () => ({ db: handle.db, clock: { now: () => now }, caches })
let handle: DbHandle

function city(over: Partial<PlaceRecord> & Pick<PlaceRecord, 'id' | 'name' | 'slug' | 'latitude' | 'longitude'>): PlaceRecord {
  const d = 0.3
  return {
    searchName: over.name.toLowerCase(),
    placeType: 'locality',
    countryCode: 'US',
    countryName: 'United States',
    regionCode: 'US.NY',
    regionName: 'New York',
    regionAbbreviation: 'NY',
    parentId: 'US.NY',
    population: 10_000,
    timeZone: 'America/New_York',
    viewportSwLat: over.latitude - d,
    viewportSwLng: over.longitude - d,
    viewportNeLat: over.latitude + d,
    viewportNeLng: over.longitude + d,
    ...over,
  }
}

function query(path: string, search?: string): ResultsQuery {
  const q = parseResultsPath(path, search)
  if ('error' in q) throw new Error(q.message)
  return q
}

const input = (q: ResultsQuery, over: Partial<GetResultsPageInput> = {}): GetResultsPageInput => ({
  query: q,
  localPlaceId: null,
  viewerUserId: null,
  origin: 'https://t.example',
  pageSize: 20,
  ...over,
})

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  await insertPlaces(db, [
    city({ id: '5128581', name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, population: 8_000_000 }),
    city({ id: '5101798', name: 'Newark', slug: 'nj--newark', latitude: 40.73, longitude: -74.17, population: 280_000, regionAbbreviation: 'NJ' }),
    city({ id: '5125771', name: 'Yonkers', slug: 'ny--yonkers', latitude: 40.93, longitude: -73.9, population: 200_000 }),
    city({ id: '4930956', name: 'Boston', slug: 'ma--boston', latitude: 42.36, longitude: -71.06, population: 650_000, regionAbbreviation: 'MA' }),
  ])
  const venue = await insertVenue(db, { latitude: 40.72, longitude: -73.99 })
  const inNy = { venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude }
  await insertEvent(db, { ...inNy, name: 'Jazz Night', subcategoryId: 3027, startAt: new Date('2026-11-21T01:00:00Z'), tags: ['nightlife', 'date-night'], isFree: true })
  await insertEvent(db, { ...inNy, name: 'Founders Breakfast', categoryId: 101, startAt: new Date('2026-11-24T13:00:00Z'), tags: ['date-night'] })
  await insertEvent(db, { isOnline: true, name: 'Python Webinar', startAt: new Date('2026-11-19T17:00:00Z') })
})

afterAll(async () => {
  await handle.close()
})

test('A place slug searches that place and names it; popular tags are counted', async () => {
  const page = await getResultsPage(deps(), input(query('/d/ny--new-york/all-events/')))
  expect(page.place).toEqual({ kind: 'place', name: 'New York, NY' })
  expect(page.events.results.map((e) => e.name)).toEqual(['Jazz Night', 'Founders Breakfast'])
  expect(page.events.aggs.tags.filter((t) => t.count > 0)).toEqual([
    { key: 'nightlife', label: 'Nightlife', count: 1 },
    { key: 'date-night', label: 'Date night', count: 2 },
  ])
  // Tags match "any of": with Nightlife chosen, Date night still counts every date-night event.
  const nightlife = await getResultsPage(deps(), input(query('/d/ny--new-york/all-events/', 'tags=nightlife')))
  expect(nightlife.events.pagination.object_count).toBe(1)
  expect(nightlife.events.aggs.tags.find((t) => t.key === 'date-night')?.count).toBe(2)
  const music = await getResultsPage(deps(), input(query('/d/ny--new-york/free--music--events/')))
  expect(music.events.results.map((e) => e.name)).toEqual(['Jazz Night'])
})

test('Subcategory counts leave out the chosen subcategories, which widen the search', async () => {
  const page = await getResultsPage(deps(), input(query('/d/ny--new-york/music--events/', 'subcategories=3002')))
  expect(page.events.pagination.object_count).toBe(0)
  expect(page.events.aggs.subcategories).toEqual([{ key: '3027', name: 'Jazz', count: 1 }])
})

test('An unknown place slug is NOT_FOUND', async () => {
  await expect(getResultsPage(deps(), input(query('/d/ny--atlantis/all-events/')))).rejects.toMatchObject({ code: 'NOT_FOUND' })
})

test('/d/local/ searches the visitor’s place, and /d/online/ online events', async () => {
  const local = await getResultsPage(deps(), input(query('/d/local/all-events/'), { localPlaceId: '5128581' }))
  expect(local.place).toEqual({ kind: 'place', name: 'New York, NY' })
  expect(local.events.pagination.object_count).toBe(2)
  const online = await getResultsPage(deps(), input(query('/d/online/all-events/')))
  expect(online.place).toEqual({ kind: 'online' })
  expect(online.events.results.map((e) => e.name)).toEqual(['Python Webinar'])
})

test('Coordinates without a place search the bbox', async () => {
  const page = await getResultsPage(deps(), input(query('/d/united-states/all-events/', 'bbox=-74.1,40.6,-73.9,40.8')))
  expect(page.place).toEqual({ kind: 'area' })
  expect(page.events.pagination.object_count).toBe(2)
})

test('A search with no matches suggests the biggest nearby cities, not far ones', async () => {
  const page = await getResultsPage(deps(), input(query('/d/ny--new-york/events/bagpipes/')))
  expect(page.events.pagination.object_count).toBe(0)
  expect(page.nearbyPlaces).toEqual([
    { name: 'Newark, NJ', slug: 'nj--newark' },
    { name: 'Yonkers, NY', slug: 'ny--yonkers' },
  ])
  const some = await getResultsPage(deps(), input(query('/d/ny--new-york/all-events/')))
  expect(some.nearbyPlaces).toEqual([])
})
