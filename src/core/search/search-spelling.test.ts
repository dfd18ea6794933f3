import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertPlaces } from '@/core/places/places-repository'
import type { DbHandle } from '@/db/create-db'
import { createCacheRegistry } from '@/server/cache-registry'
import { insertEvent } from '../../../tests/factories/insert-event'
import { buildPlace } from '../../../tests/factories/build-place'
import { insertVenue } from '../../../tests/factories/insert-venue'
import { buildSearchInput } from '../../../tests/factories/build-search-input'
import { createTestDb } from '../../../tests/helpers/test-db'
import { searchEvents, type SearchEventsInput } from './search-events'

// Issue 22: typos and partial words, as a new user typed them in New York.
const now = new Date('2026-11-18T15:00:00Z')
const clock = { now: () => now }
const { caches } = createCacheRegistry()
let handle: DbHandle

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  await insertPlaces(db, [
    buildPlace({ id: '5128581', name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, timeZone: 'America/New_York', viewportSwLat: 40.4, viewportSwLng: -74.3, viewportNeLat: 41.0, viewportNeLng: -73.6 }),
  ])
  const ny = await insertVenue(db, { latitude: 40.72, longitude: -73.99 })
  const inNy = { venueId: ny.id, latitude: ny.latitude, longitude: ny.longitude, summary: '' }
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000)
  const names = [
    'Brooklyn Blues & Jazz Show',
    'Late Night Jazz Trio',
    'Jazz Brunch in Harlem',
    'Local Stand-Up Comedy Live',
    'Comedy Cellar Open Mic',
    'Improv Comedy Jam',
    'Sunrise Yoga Flow',
    'Rooftop Yoga Class',
    'Delta Blues Revue',
    'Bluegrass Picking Circle',
    'Jazzy Afternoon Tea',
  ]
  for (const [i, name] of names.entries()) await insertEvent(db, { ...inNy, name, startAt: day(i + 1) })
}, 60_000)

afterAll(async () => {
  await handle.close()
})

const base: SearchEventsInput = buildSearchInput()
const search = (text: string, over: Partial<SearchEventsInput> = {}) => searchEvents({ db: handle.db, clock, caches }, { ...base, text, ...over })
const names = async (text: string, over: Partial<SearchEventsInput> = {}) => (await search(text, over)).events.results.map((e) => e.name).sort()

test('"comdey" shows the comedy events and says it searched comedy instead', async () => {
  const result = await search('comdey')
  expect(result.spelling).toEqual({ original: 'comdey', corrected: 'comedy', showingCorrected: true })
  expect(result.events.results.map((e) => e.name).sort()).toEqual(['Comedy Cellar Open Mic', 'Improv Comedy Jam', 'Local Stand-Up Comedy Live'])
  expect(result.events.pagination.object_count).toBe(3)
})

test('"yogga" and "jazzz" find yoga and jazz', async () => {
  expect(await names('yogga')).toEqual(['Rooftop Yoga Class', 'Sunrise Yoga Flow'])
  expect(await names('jazzz')).toEqual(['Brooklyn Blues & Jazz Show', 'Jazz Brunch in Harlem', 'Late Night Jazz Trio'])
  expect((await search('Yogga')).spelling?.corrected).toBe('yoga')
})

test('A partial last word matches the words it starts: "jaz" finds jazz, "blu" finds blues and bluegrass', async () => {
  const jaz = await search('jaz')
  expect(jaz.spelling).toBeNull()
  expect(jaz.events.results.map((e) => e.name)).toEqual(
    expect.arrayContaining(['Brooklyn Blues & Jazz Show', 'Late Night Jazz Trio', 'Jazz Brunch in Harlem', 'Jazzy Afternoon Tea']),
  )
  expect(await names('blu')).toEqual(['Bluegrass Picking Circle', 'Brooklyn Blues & Jazz Show', 'Delta Blues Revue'])
  expect(await names('delta blu')).toEqual(['Delta Blues Revue'])
})

test('Only the last word completes: a mistyped earlier word is corrected instead', async () => {
  const result = await search('jaz brunch')
  expect(result.spelling).toEqual({ original: 'jaz brunch', corrected: 'jazz brunch', showingCorrected: true })
  expect(result.events.results.map((e) => e.name)).toEqual(['Jazz Brunch in Harlem'])
})

test('Searching exactly what was typed finds nothing for a typo and offers no correction', async () => {
  const result = await search('comdey', { exact: true })
  expect(result.spelling).toBeNull()
  expect(result.events.results).toEqual([])
})

test('Correctly spelled words are searched as typed, with no correction offered', async () => {
  const result = await search('comedy')
  expect(result.spelling).toBeNull()
  expect(result.events.pagination.object_count).toBe(3)
})

test('A word nothing resembles finds nothing and offers nothing', async () => {
  const result = await search('xylophone')
  expect(result.spelling).toBeNull()
  expect(result.events.results).toEqual([])
})
