import { expect, test } from 'vitest'
import { buildPlace } from '../../../tests/factories/build-place'
import { computeSearchBox } from './nearest-place'
import {
  buildPlaceDirectory,
  findNearestPlaceInDirectory,
  findPlaceInDirectory,
  findPlacesByNamePrefixInDirectory,
  findRowsInBox,
  findSearchNameLowerBound,
  type PlaceDirectoryRow,
} from './place-directory'
import type { PlaceRecord } from './place-types'

function buildRow(overrides: Partial<PlaceRecord> & Pick<PlaceRecord, 'id' | 'name'>): PlaceDirectoryRow {
  const record = buildPlace({
    slug: `slug-${overrides.id}`,
    latitude: 0,
    longitude: 0,
    population: 1000,
    ...overrides,
  })
  // Tests have no database to take the logarithm from; these populations are powers of ten or ties.
  return { ...record, logPopulation: Math.log10(Math.max(record.population, 1)) }
}

const ids = (records: readonly PlaceRecord[]) => records.map((r) => r.id)

test('A place reads back from the directory exactly as it went in; an unknown id is null', () => {
  const { logPopulation: _, ...record } = buildRow({
    id: '1',
    name: 'São Paulo',
    regionAbbreviation: null,
    parentId: null,
  })
  const directory = buildPlaceDirectory([
    buildRow({ id: '2', name: 'Other' }),
    { ...record, logPopulation: 3 },
  ])
  expect(findPlaceInDirectory(directory, '1')).toEqual(record)
  expect(findPlaceInDirectory(directory, '3')).toBeNull()
})

test('A prefix finds exactly the folded names that start with it', () => {
  const directory = buildPlaceDirectory(
    ['Sao Paulo', 'San Francisco', 'Sa', 'Santa Fe', 'Sanaa', 'Saab', 'Sb', 'Rio'].map((name, i) =>
      buildRow({ id: String(i), name }),
    ),
  )
  const names = (prefix: string) =>
    findPlacesByNamePrefixInDirectory(directory, { prefix, limit: 10 })
      .map((p) => p.name)
      .sort()
  expect(names('San')).toEqual(['Sanaa', 'San Francisco', 'Santa Fe'].sort())
  expect(names('SÃO ')).toEqual(['Sao Paulo'])
  expect(names('sa')).toHaveLength(6)
  expect(names('sc')).toEqual([])
  expect(names('  ')).toEqual([])
  // The lower bound is where the run of "san…" names starts in search-name order.
  const start = findSearchNameLowerBound(directory, 'san')
  expect(directory.searchNames[directory.rowsBySearchName[start - 1]!]).toBe('saab')
  expect(directory.searchNames[directory.rowsBySearchName[start]!]).toBe('san francisco')
  expect(findSearchNameLowerBound(directory, 'zzz')).toBe(directory.size)
})

test('Prefix results follow the rank, then population, then id, and keep only the wanted types', () => {
  const directory = buildPlaceDirectory([
    buildRow({ id: '9', name: 'Springfield', population: 10_000 }),
    buildRow({ id: '10', name: 'Springvale', population: 10_000 }),
    // 1,000 people near the bias point rank as 100,000 elsewhere; the tie goes to the larger population.
    buildRow({ id: '7', name: 'Spring Hill', population: 1000, latitude: 40, longitude: -74 }),
    buildRow({ id: '8', name: 'Springdale', population: 100_000, latitude: 10, longitude: 10 }),
    // A region of 100,000 loses one to rank as a city of 10,000, and outranks it on population.
    buildRow({ id: 'US.SP', name: 'Spring State', placeType: 'region', population: 100_000 }),
    buildRow({ id: '11', name: 'Spring Park', placeType: 'neighbourhood', population: 1_000_000 }),
  ])
  const near = { latitude: 40.5, longitude: -74.5 }
  expect(ids(findPlacesByNamePrefixInDirectory(directory, { prefix: 'spr', limit: 10, near }))).toEqual([
    '11',
    '8',
    '7',
    'US.SP',
    '10', // '10' < '9': ids compare as text, as in the database's C collation
    '9',
  ])
  expect(
    ids(findPlacesByNamePrefixInDirectory(directory, { prefix: 'spr', limit: 3, near, types: ['locality'] })),
  ).toEqual(['8', '7', '10'])
  expect(findPlacesByNamePrefixInDirectory(directory, { prefix: 'spr', limit: 0 })).toEqual([])
  expect(findPlacesByNamePrefixInDirectory(directory, { prefix: 'spr', limit: 5, types: [] })).toEqual([])
})

test('A box across the antimeridian finds the places on both sides of it', () => {
  const directory = buildPlaceDirectory([
    buildRow({ id: 'east', name: 'East', latitude: -16.5, longitude: 179.9 }),
    buildRow({ id: 'west', name: 'West', latitude: -16.5, longitude: -179.9 }),
    buildRow({ id: 'far', name: 'Far', latitude: -16.5, longitude: 175 }),
    buildRow({ id: 'hood', name: 'Hood', latitude: -16.5, longitude: -179.95, placeType: 'neighbourhood' }),
  ])
  const box = computeSearchBox({ latitude: -16.5, longitude: 179.95 }, 60)
  expect(box.lngRanges).toHaveLength(2)
  const found = (types: Parameters<typeof findRowsInBox>[2]) =>
    findRowsInBox(directory, box, types)
      .map((row) => directory.ids[row])
      .sort()
  expect(found(['locality'])).toEqual(['east', 'west'])
  expect(found(['locality', 'neighbourhood'])).toEqual(['east', 'hood', 'west'])
})

test('Near a pole the box covers every longitude, and each place is found once', () => {
  const directory = buildPlaceDirectory([
    buildRow({ id: 'a', name: 'A', latitude: 89.2, longitude: -180 }),
    buildRow({ id: 'b', name: 'B', latitude: 89.6, longitude: 180 }),
    buildRow({ id: 'c', name: 'C', latitude: 89.9, longitude: 3 }),
    buildRow({ id: 'd', name: 'D', latitude: 90, longitude: 0 }),
    buildRow({ id: 'e', name: 'E', latitude: 88, longitude: 0 }),
  ])
  const box = computeSearchBox({ latitude: 89.5, longitude: 100 }, 60)
  expect(box.lngRanges).toEqual([[-180, 180]])
  expect(
    findRowsInBox(directory, box, ['locality'])
      .map((row) => directory.ids[row])
      .sort(),
  ).toEqual(['a', 'b', 'c', 'd'])
})

test('Coordinates resolve to the covering city, a remote point to the city within 250 km, the sea to null', () => {
  const directory = buildPlaceDirectory([
    buildRow({
      id: '5128581',
      name: 'New York',
      latitude: 40.71427,
      longitude: -74.00597,
      population: 8_175_133,
    }),
    buildRow({
      id: '5101798',
      name: 'Newark',
      latitude: 40.73566,
      longitude: -74.17237,
      population: 281_944,
    }),
    buildRow({
      id: '8436473',
      name: 'Financial District',
      placeType: 'neighbourhood',
      latitude: 40.70789,
      longitude: -74.00857,
      population: 60_976,
    }),
    buildRow({ id: 'remote', name: 'Remote', latitude: 60, longitude: -100, population: 2000 }),
  ])
  const at = (latitude: number, longitude: number, excludeNeighborhoods = true) =>
    findNearestPlaceInDirectory(directory, { latitude, longitude, excludeNeighborhoods })?.id ?? null
  expect(at(40.7128, -74.006)).toBe('5128581')
  expect(at(40.7079, -74.0086, false)).toBe('8436473')
  expect(at(40.7357, -74.1724)).toBe('5101798')
  expect(at(61, -100)).toBe('remote')
  expect(at(0, -30)).toBeNull()
})
