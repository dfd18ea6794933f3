import { afterAll, beforeAll, expect, test } from 'vitest'
import { autocompleteSearches } from '@/core/discovery/autocomplete-searches'
import { listTrendingSearches } from '@/core/discovery/list-trending-searches'
import { insertPlaces } from '@/core/places/places-repository'
import type { PlaceRecord } from '@/core/places/place-types'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { sql } from 'drizzle-orm'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertVenue } from '../../../tests/factories/insert-venue'
import { buildSearchInput } from '../../../tests/factories/build-search-input'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createCacheRegistry } from '@/server/cache-registry'
import { searchEvents, type SearchEventsInput } from './search-events'

// Wednesday 18 November 2026, 10:00 in New York.
const now = new Date('2026-11-18T15:00:00Z')
const clock = { now: () => now }
// One instance's caches for the whole file, as a server holds them.
const { caches } = createCacheRegistry()
let handle: DbHandle
const ids: Record<string, number> = {}

function place(over: Partial<PlaceRecord> & Pick<PlaceRecord, 'id' | 'name' | 'slug'>): PlaceRecord {
  return {
    searchName: over.name.toLowerCase(),
    placeType: 'locality',
    countryCode: 'US',
    countryName: 'United States',
    regionCode: null,
    regionName: null,
    regionAbbreviation: null,
    parentId: null,
    latitude: 0,
    longitude: 0,
    population: 1000,
    timeZone: 'UTC',
    viewportNeLat: 0,
    viewportNeLng: 0,
    viewportSwLat: 0,
    viewportSwLng: 0,
    ...over,
  }
}

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  await insertPlaces(db, [
    place({ id: '5128581', name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, population: 8_000_000, timeZone: 'America/New_York', viewportSwLat: 40.4, viewportSwLng: -74.3, viewportNeLat: 41.0, viewportNeLng: -73.6 }),
    place({ id: '2643743', name: 'London', slug: 'united-kingdom--london', countryCode: 'GB', countryName: 'United Kingdom', latitude: 51.5, longitude: -0.12, population: 7_500_000, timeZone: 'Europe/London', viewportSwLat: 51.2, viewportSwLng: -0.6, viewportNeLat: 51.8, viewportNeLng: 0.4 }),
    place({ id: 'online', name: 'Online', slug: 'online', placeType: 'online', countryCode: null, countryName: null }),
  ])
  const ny = await insertVenue(db, { latitude: 40.72, longitude: -73.99 })
  const london = await insertVenue(db, { city: 'London', region: null, countryCode: 'GB', latitude: 51.51, longitude: -0.1, timeZone: 'Europe/London' })
  const at = (iso: string) => new Date(iso)
  const inNy = { venueId: ny.id, latitude: ny.latitude, longitude: ny.longitude }
  ids.jazz = (await insertEvent(db, { ...inNy, name: 'Brooklyn Jazz Nights', startAt: at('2026-11-21T01:00:00Z'), isFree: true, minPriceMinor: 0, maxPriceMinor: 0, tags: ['nightlife'] })).id
  ids.startup = (await insertEvent(db, { ...inNy, name: 'Startup Founders Breakfast', categoryId: 101, formatId: 10, startAt: at('2026-11-24T13:00:00Z'), minPriceMinor: 2500, maxPriceMinor: 4000 })).id
  ids.past = (await insertEvent(db, { ...inNy, name: 'Yesterday Jazz Jam', startAt: at('2026-11-17T23:00:00Z') })).id
  ids.cancelled = (await insertEvent(db, { ...inNy, name: 'Cancelled Jazz Gala', status: 'cancelled', startAt: at('2026-11-25T23:00:00Z') })).id
  ids.parent = (await insertEvent(db, { ...inNy, name: 'Jazz Series Parent', isSeriesParent: true, startAt: at('2026-11-26T23:00:00Z') })).id
  ids.london = (await insertEvent(db, { venueId: london.id, latitude: london.latitude, longitude: london.longitude, name: 'Soho Jazz Club', timeZone: 'Europe/London', startAt: at('2026-11-20T20:00:00Z') })).id
  ids.online = (await insertEvent(db, { isOnline: true, name: 'Intro to Python Webinar', categoryId: 102, formatId: 9, startAt: at('2026-11-19T17:00:00Z'), isFree: true, minPriceMinor: 0 })).id
  await insertTicketClass(db, { eventId: ids.startup, capacity: 50, sold: 50, priceMinor: 2500 })
})

afterAll(async () => {
  await handle.close()
})

const base: SearchEventsInput = buildSearchInput()
const names = async (over: Partial<SearchEventsInput>) =>
  (await searchEvents({ db: handle.db, clock, caches }, { ...base, ...over })).events.results.map((e) => e.name)

test('A place search lists upcoming live events inside the place, soonest first', async () => {
  expect(await names({})).toEqual(['Brooklyn Jazz Nights', 'Startup Founders Breakfast'])
})

test('Text narrows the search and ignores stop-word-only queries', async () => {
  expect(await names({ text: 'jazz' })).toEqual(['Brooklyn Jazz Nights'])
  expect(await names({ text: 'the' })).toEqual(['Brooklyn Jazz Nights', 'Startup Founders Breakfast'])
  expect(await names({ text: 'jazz', location: { kind: 'place', placeId: '2643743' } })).toEqual(['Soho Jazz Club'])
})

test('Date keywords are windows in the place time zone', async () => {
  // Friday 20 November 20:00 in New York is inside this weekend; Tuesday the 24th is next week.
  expect(await names({ dates: { keyword: 'this_weekend' } })).toEqual(['Brooklyn Jazz Nights'])
  expect(await names({ dates: { keyword: 'next_week' } })).toEqual(['Startup Founders Breakfast'])
  expect(await names({ dates: { startDate: '2026-11-24', endDate: '2026-11-24' } })).toEqual(['Startup Founders Breakfast'])
})

test('Local start hours, a price cap and a facet-free count narrow the results as the concierge asks', async () => {
  // The jazz night starts at 20:00 in New York, the breakfast at 08:00; the breakfast costs $25.
  expect(await names({ startHours: { from: 17, to: 24 } })).toEqual(['Brooklyn Jazz Nights'])
  expect(await names({ startHours: { from: 5, to: 12 } })).toEqual(['Startup Founders Breakfast'])
  expect(await names({ maxPriceMinor: 2000 })).toEqual(['Brooklyn Jazz Nights'])
  expect(await names({ maxPriceMinor: 2500 })).toEqual(['Brooklyn Jazz Nights', 'Startup Founders Breakfast'])
  const counted = await searchEvents({ db: handle.db, clock, caches }, { ...base, facets: false })
  expect(counted.events.pagination.object_count).toBe(2)
  expect(counted.events.aggs.categories).toEqual([])
})

test('Price, category, format and tag filters narrow the results', async () => {
  expect(await names({ price: 'free' })).toEqual(['Brooklyn Jazz Nights'])
  expect(await names({ price: 'paid' })).toEqual(['Startup Founders Breakfast'])
  expect(await names({ categoryIds: [101] })).toEqual(['Startup Founders Breakfast'])
  expect(await names({ formatIds: [6] })).toEqual(['Brooklyn Jazz Nights'])
  expect(await names({ tags: ['nightlife'] })).toEqual(['Brooklyn Jazz Nights'])
})

test('Online search lists online events only', async () => {
  expect(await names({ location: { kind: 'online' } })).toEqual(['Intro to Python Webinar'])
})

test('Coordinates search the ±0.3/±0.4 degree box around the point', async () => {
  expect(await names({ location: { kind: 'coordinates', latitude: 40.7, longitude: -74.0 } })).toEqual([
    'Brooklyn Jazz Nights',
    'Startup Founders Breakfast',
  ])
})

test('Counts, facets, pagination and sales status come with the results', async () => {
  const { events } = await searchEvents({ db: handle.db, clock, caches }, { ...base, pageSize: 1 })
  expect(events.pagination).toEqual({ object_count: 2, page_number: 1, page_size: 1, page_count: 2 })
  expect(events.aggs.categories).toEqual([
    { key: '101', name: 'Business', count: 1 },
    { key: '103', name: 'Music', count: 1 },
  ])
  expect(events.aggs.price).toEqual([
    { key: 'free', count: 1 },
    { key: 'paid', count: 1 },
  ])
  expect(events.aggs.dates.find((d) => d.key === 'this_weekend')?.count).toBe(1)
  const page2 = await searchEvents({ db: handle.db, clock, caches }, { ...base, pageSize: 1, page: 2 })
  expect(page2.events.results[0]?.event_sales_status.sales_status).toBe('sold_out')
  expect(page2.events.results[0]?.url).toBe(`http://tessera.test/e/startup-founders-breakfast-tickets-${ids.startup}/`)
})

test('Text searches are logged and feed autocomplete and trending', async () => {
  for (let i = 0; i < 3; i++) await searchEvents({ db: handle.db, clock, caches }, { ...base, text: 'Jazz brunch' })
  const [logged] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from search_log where normalized_query = 'jazz brunch'`)
  expect(logged?.n).toBe(3)
  const suggestions = await autocompleteSearches(
    { db: handle.db, clock, caches },
    { q: 'jaz', completionTypes: ['event', 'query'], placeId: '5128581', viewerUserId: null, origin: 'http://tessera.test' },
  )
  expect(suggestions.query[0]).toBe('jazz brunch')
  expect(suggestions.event.map((e) => e.name)).toEqual(['Brooklyn Jazz Nights'])
  const trending = await listTrendingSearches({ db: handle.db, clock, caches }, { locationSlug: 'ny--new-york', timeframe: 'week' })
  expect(trending.trending.trending_searches[0]).toEqual({ term: 'jazz brunch' })
})

test('Which events match is remembered for a minute, while each result is read fresh; then it is reloaded and new events show up', async () => {
  const later = { at: new Date(now.getTime() + 1000) }
  const movingClock = { now: () => later.at }
  const search = (text: string) => searchEvents({ db: handle.db, clock: movingClock, caches }, { ...base, text })
  const before = await search('lantern')
  expect(before.events.results).toEqual([])
  const ny = await insertVenue(handle.db, { latitude: 40.73, longitude: -73.98 })
  const lantern = await insertEvent(handle.db, {
    venueId: ny.id, latitude: ny.latitude, longitude: ny.longitude, name: 'Harbor Lantern Walk', startAt: new Date('2026-11-28T22:00:00Z'),
  })
  try {
    later.at = new Date(now.getTime() + 30_000)
    expect((await search('lantern')).events.pagination.object_count).toBe(0)
    // A listed event's details are not remembered: a sell-out shows on the next search.
    const jazz = await search('jazz')
    expect(jazz.events.results[0]?.event_sales_status.sales_status).toBe('on_sale')
    await insertTicketClass(handle.db, { eventId: ids.jazz, capacity: 10, sold: 10, priceMinor: 0 })
    expect((await search('jazz')).events.results[0]?.event_sales_status.sales_status).toBe('sold_out')
    // After its minute the last answer is served once more while it reloads; the searches after that see the new event.
    later.at = new Date(now.getTime() + 62_000)
    await search('lantern')
    await expect.poll(async () => (await search('lantern')).events.results.map((e) => e.name)).toEqual(['Harbor Lantern Walk'])
    expect((await search('lantern')).events.pagination.object_count).toBe(1)
  } finally {
    await handle.db.execute(sql`delete from ticket_classes where event_id = ${ids.jazz}`)
    await handle.db.execute(sql`delete from events where id = ${lantern.id}`)
  }
})

test("An online search's date keywords are the visitor's days when the visitor's time zone is given", async () => {
  // 9 PM on Wednesday 18 November in New York, already Thursday in UTC.
  await insertEvent(handle.db, { isOnline: true, name: 'Late Evening Webinar', startAt: new Date('2026-11-19T02:00:00Z') })
  const today = { location: { kind: 'online' } as const, dates: { keyword: 'today' } as const, sort: 'date' as const }
  expect(await names({ ...today, viewerTimeZone: 'America/New_York' })).toEqual(['Late Evening Webinar'])
  // Without a zone the online search's day is UTC's, which ends at 7 PM in New York.
  expect(await names(today)).toEqual([])
})
