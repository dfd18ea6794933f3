import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildPlace } from '../../../tests/factories/build-place'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import type { DbHandle } from '@/db/create-db'
import type { PlaceRecord } from './place-types'
import {
  countPlaces,
  findNearestPlace,
  findPlaceById,
  findPlaceBySlug,
  findPlacesByNamePrefix,
  insertPlaces,
} from './places-repository'

// The shared factory, with a place at 0,0 and nobody in it unless the record says otherwise.
function buildTestPlace(
  overrides: Partial<PlaceRecord> & Pick<PlaceRecord, 'id' | 'name' | 'slug'>,
): PlaceRecord {
  return buildPlace({
    latitude: 0,
    longitude: 0,
    population: 0,
    viewportNeLat: 0.1,
    viewportNeLng: 0.1,
    viewportSwLat: -0.1,
    viewportSwLng: -0.1,
    ...overrides,
  })
}

const records: PlaceRecord[] = [
  buildTestPlace({
    id: 'US',
    name: 'United States',
    slug: 'united-states',
    placeType: 'country',
    regionCode: null,
    regionName: null,
    regionAbbreviation: null,
    parentId: null,
    latitude: 38.9,
    longitude: -77.04,
    population: 250_000_000,
  }),
  buildTestPlace({
    id: 'US.NY',
    name: 'New York',
    slug: 'united-states--new-york--region',
    placeType: 'region',
    parentId: 'US',
    latitude: 40.71,
    longitude: -74.01,
    population: 19_000_000,
  }),
  buildTestPlace({
    id: '5128581',
    name: 'New York',
    slug: 'ny--new-york',
    latitude: 40.71427,
    longitude: -74.00597,
    population: 8_175_133,
  }),
  buildTestPlace({
    id: '5110302',
    name: 'Brooklyn',
    slug: 'ny--brooklyn',
    latitude: 40.6501,
    longitude: -73.94958,
    population: 2_300_664,
  }),
  buildTestPlace({
    id: '8436473',
    name: 'Financial District',
    slug: 'ny--financial-district',
    placeType: 'neighbourhood',
    latitude: 40.70789,
    longitude: -74.00857,
    population: 60_976,
  }),
  buildTestPlace({
    id: '5101798',
    name: 'Newark',
    slug: 'nj--newark',
    regionCode: null,
    regionName: null,
    regionAbbreviation: null,
    parentId: 'US',
    latitude: 40.73566,
    longitude: -74.17237,
    population: 281_944,
  }),
  buildTestPlace({
    id: 'online',
    name: 'Online',
    slug: 'online',
    placeType: 'online',
    countryCode: null,
    countryName: null,
    regionCode: null,
    regionName: null,
    regionAbbreviation: null,
    parentId: null,
    timeZone: 'UTC',
  }),
]

describe.skipIf(!TEST_DATABASE_URL)('places repository on PostgreSQL', () => {
  let handle: DbHandle

  beforeAll(async () => {
    handle = await createPgTestDb()
  })

  afterAll(async () => {
    await handle?.close()
  })

  test('Inserted places read back unchanged, by slug and by id', async () => {
    expect(await insertPlaces(handle.db, records)).toBe(records.length)
    expect(await countPlaces(handle.db)).toBe(records.length)
    for (const record of records) {
      expect(await findPlaceBySlug(handle.db, record.slug)).toEqual(record)
      expect(await findPlaceById(handle.db, record.id)).toEqual(record)
    }
    expect(await findPlaceBySlug(handle.db, 'nowhere')).toBeNull()
  })

  test('Inserting the same places twice adds nothing', async () => {
    expect(await insertPlaces(handle.db, records)).toBe(0)
    expect(await countPlaces(handle.db)).toBe(records.length)
  })

  test('Coordinates resolve to the city that covers them', async () => {
    const lowerManhattan = { latitude: 40.7128, longitude: -74.006 }
    expect((await findNearestPlace(handle.db, { ...lowerManhattan, excludeNeighborhoods: false }))?.id).toBe(
      '5128581',
    )
    const brooklyn = { latitude: 40.6782, longitude: -73.9442, excludeNeighborhoods: true }
    expect((await findNearestPlace(handle.db, brooklyn))?.id).toBe('5110302')
    expect(
      await findNearestPlace(handle.db, { latitude: 0, longitude: -30, excludeNeighborhoods: true }),
    ).toBeNull()
  })

  test('Prefix search ranks the city before the state of the same name', async () => {
    const found = await findPlacesByNamePrefix(handle.db, { prefix: 'New Y', limit: 5 })
    expect(found.map((p) => p.id)).toEqual(['5128581', 'US.NY'])
  })
})
