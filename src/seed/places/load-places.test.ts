import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findPlaceDirectoryMismatches } from '../../../tests/helpers/compare-place-directory'
import { createTestDb } from '../../../tests/helpers/test-db'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import {
  countPlaces,
  findNearestPlace,
  findPlaceById,
  findPlaceBySlug,
  findPlacesByNamePrefix,
  loadPlaceDirectory,
} from '@/core/places/places-repository'
import { serializePlace } from '@/core/places/serialize-place'
import { loadPlaces } from './load-places'

// Loading every place costs seconds, so this file loads them once and only reads afterwards.
let handle: DbHandle
let inserted = 0
let progressCalls = 0

beforeAll(async () => {
  handle = await createTestDb()
  inserted = await loadPlaces(handle.db, {
    onProgress: () => {
      progressCalls++
    },
  })
})

afterAll(async () => {
  await handle.close()
})

const cities = [
  { slug: 'ny--new-york', name: 'New York', at: [40.7128, -74.006], timeZone: 'America/New_York' },
  {
    slug: 'ca--san-francisco',
    name: 'San Francisco',
    at: [37.7749, -122.4194],
    timeZone: 'America/Los_Angeles',
  },
  { slug: 'tx--austin', name: 'Austin', at: [30.2672, -97.7431], timeZone: 'America/Chicago' },
  { slug: 'united-kingdom--london', name: 'London', at: [51.5074, -0.1278], timeZone: 'Europe/London' },
  { slug: 'canada--toronto', name: 'Toronto', at: [43.6532, -79.3832], timeZone: 'America/Toronto' },
  { slug: 'france--paris', name: 'Paris', at: [48.8566, 2.3522], timeZone: 'Europe/Paris' },
  { slug: 'germany--berlin', name: 'Berlin', at: [52.52, 13.405], timeZone: 'Europe/Berlin' },
  { slug: 'australia--sydney', name: 'Sydney', at: [-33.8688, 151.2093], timeZone: 'Australia/Sydney' },
] as const

test('Loading an empty database inserts every place and reports progress', async () => {
  expect(inserted).toBeGreaterThan(130_000)
  expect(await countPlaces(handle.db)).toBe(inserted)
  expect(progressCalls).toBeGreaterThan(10)
})

test('Loading again inserts nothing', async () => {
  expect(await loadPlaces(handle.db)).toBe(0)
  expect(await countPlaces(handle.db)).toBe(inserted)
})

test('Big cities have the slugs of ARCHITECTURE §3', async () => {
  for (const city of cities) {
    const place = await findPlaceBySlug(handle.db, city.slug)
    expect(place?.name, city.slug).toBe(city.name)
    expect(place?.placeType).toBe('locality')
  }
})

test('Countries and the online place have their own slugs', async () => {
  expect(await findPlaceBySlug(handle.db, 'united-states')).toMatchObject({ id: 'US', placeType: 'country' })
  expect(await findPlaceBySlug(handle.db, 'united-kingdom')).toMatchObject({ id: 'GB', placeType: 'country' })
  expect(await findPlaceBySlug(handle.db, 'online')).toMatchObject({
    id: 'online',
    placeType: 'online',
    timeZone: 'UTC',
  })
  expect(await findPlaceBySlug(handle.db, 'local')).toBeNull()
})

test('Cities belong to their region and regions to their country', async () => {
  const newYork = await findPlaceBySlug(handle.db, 'ny--new-york')
  expect(newYork?.parentId).toBe('US.NY')
  const state = await findPlaceById(handle.db, 'US.NY')
  expect(state).toMatchObject({
    placeType: 'region',
    name: 'New York',
    regionAbbreviation: 'NY',
    parentId: 'US',
  })
  expect(state?.slug).toBe('united-states--new-york--region')
  expect(await findPlaceById(handle.db, 'US')).toMatchObject({ parentId: null, name: 'United States' })
})

test('Coordinates of each big city resolve to that city', async () => {
  for (const city of cities) {
    const [latitude, longitude] = city.at
    const place = await findNearestPlace(handle.db, { latitude, longitude, excludeNeighborhoods: true })
    expect(place?.slug, city.slug).toBe(city.slug)
  }
})

test('With neighbourhoods allowed, city centres still resolve to the city', async () => {
  for (const city of cities.filter((c) => c.slug !== 'germany--berlin')) {
    const [latitude, longitude] = city.at
    const place = await findNearestPlace(handle.db, { latitude, longitude, excludeNeighborhoods: false })
    expect(place?.slug, city.slug).toBe(city.slug)
  }
})

test('The middle of Brooklyn resolves to Brooklyn or New York', async () => {
  const place = await findNearestPlace(handle.db, {
    latitude: 40.6782,
    longitude: -73.9442,
    excludeNeighborhoods: true,
  })
  expect(['ny--brooklyn', 'ny--new-york']).toContain(place?.slug)
})

test('The middle of the ocean has no place', async () => {
  expect(
    await findNearestPlace(handle.db, { latitude: 0, longitude: -30, excludeNeighborhoods: false }),
  ).toBeNull()
})

test('Each big city serialises to the Place shape with its time zone', async () => {
  for (const city of cities) {
    const place = await findPlaceBySlug(handle.db, city.slug)
    if (!place) throw new Error(`missing ${city.slug}`)
    const json = serializePlace(place)
    expect(json).toMatchObject({
      location_slug: city.slug,
      place_type: 'locality',
      derived_ancestor_type: 'region',
      time_zone: city.timeZone,
      localizations: { default: { short_name: city.name } },
    })
    expect(json.localizations.default.country?.suggested_abbreviation).toMatch(/^[A-Z]{2}$/)
    expect(json.viewport_northeast.latitude).toBeGreaterThan(json.latitude)
    expect(json.viewport_southwest.longitude).toBeLessThan(json.longitude)
  }
})

test('Every slug is unique and none is the reserved local', async () => {
  const [row] = await queryRows<{ places: number; slugs: number; local: number }>(
    handle.db,
    sql`select count(*)::int as places, count(distinct slug)::int as slugs,
          count(*) filter (where slug = 'local')::int as local from places`,
  )
  expect(row?.slugs).toBe(row?.places)
  expect(row?.local).toBe(0)
})

test('Typing "lon" suggests London first and "san f" finds San Francisco', async () => {
  const lon = await findPlacesByNamePrefix(handle.db, { prefix: 'lon', limit: 5 })
  expect(lon[0]?.slug).toBe('united-kingdom--london')
  const sanF = await findPlacesByNamePrefix(handle.db, { prefix: 'San F', limit: 5 })
  expect(sanF.map((p) => p.slug)).toContain('ca--san-francisco')
})

test('Prefix search prefers places near the visitor and folds accents', async () => {
  const nearLondonOntario = await findPlacesByNamePrefix(handle.db, {
    prefix: 'lon',
    limit: 5,
    near: { latitude: 42.98, longitude: -81.23 },
  })
  expect(nearLondonOntario[0]?.slug).toBe('canada--london')
  const zurich = await findPlacesByNamePrefix(handle.db, { prefix: 'Zür', limit: 3, types: ['locality'] })
  expect(zurich[0]?.name).toBe('Zürich')
})

test('Prefix search puts the city before the state of the same name', async () => {
  const newYork = await findPlacesByNamePrefix(handle.db, { prefix: 'new york', limit: 3 })
  expect(newYork.map((p) => p.id).slice(0, 2)).toEqual(['5128581', 'US.NY'])
})

// Last: once loaded, the directory also answers findPlaceById for this database.
test('The place directory answers sampled lookups and prefixes exactly as the embedded SQL does', async () => {
  const directory = await loadPlaceDirectory(handle.db)
  expect(directory.size).toBe(inserted)
  expect(await findPlaceDirectoryMismatches(handle.db, directory, 100)).toEqual([])
})
