import { afterAll, beforeAll, expect, test } from 'vitest'
import { createCacheRegistry } from '@/server/cache-registry'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { createNewYorkSearchDb, NEW_YORK_PLACE_ID, type NewYorkSearchDb } from '../../../tests/helpers/new-york-search-db'
import type { CatalogLanguage } from '@/core/i18n/page-locale'
import { autocompleteSearches } from './autocomplete-searches'

// Issue 22: autocomplete for "jaz" in New York suggested organizers from Maryvale and Hobart, and a
// repeating event once per date.
const now = new Date('2026-11-18T15:00:00Z')
let ny: NewYorkSearchDb

beforeAll(async () => {
  ny = await createNewYorkSearchDb(now)
  const local = await insertOrganizer(ny.handle.db, { name: 'Jazz Standards NYC', numFollowers: 12 })
  const faraway = await insertOrganizer(ny.handle.db, { name: 'Hobart Jazz Collective', numFollowers: 5000 })
  const parent = await ny.addEvent(1, { name: 'Brooklyn Blues & Jazz Show', isSeriesParent: true, organizerId: local.id })
  for (const day of [1, 2, 3]) await ny.addEvent(day, { name: 'Brooklyn Blues & Jazz Show', seriesParentId: parent.id, organizerId: local.id })
  await insertEvent(ny.handle.db, { name: 'Jazz on the Derwent', organizerId: faraway.id, latitude: -42.88, longitude: 147.33, startAt: new Date(now.getTime() + 86_400_000) })
}, 60_000)

afterAll(async () => {
  await ny.handle.close()
})

const caches = createCacheRegistry().caches
const suggest = (q: string, language?: CatalogLanguage) =>
  autocompleteSearches(
    { db: ny.handle.db, clock: { now: () => now }, caches },
    { q, completionTypes: ['event', 'query'], placeId: NEW_YORK_PLACE_ID, viewerUserId: null, origin: 'http://tessera.test', language },
  )

test('"jaz" in New York suggests the organizer with events there, not a more followed one far away', async () => {
  const { query } = await suggest('jaz')
  expect(query).toContain('Jazz Standards NYC')
  expect(query).not.toContain('Hobart Jazz Collective')
})

test('When no organizer near the place matches, those elsewhere are suggested', async () => {
  expect((await suggest('hobart')).query).toContain('Hobart Jazz Collective')
})

test('A repeating event is suggested once', async () => {
  expect((await suggest('jaz')).event.map((e) => e.name)).toEqual(['Brooklyn Blues & Jazz Show'])
})

test("A German page is offered the German words for categories, which its results page reads as them (decision 055)", async () => {
  expect((await suggest('kon', 'de')).query).toEqual(expect.arrayContaining(['konzerte', 'konferenz']))
  expect((await suggest('mus', 'de')).query).toContain('musik')
  expect((await suggest('mus', 'de')).query).not.toContain('music')
  // The same text on an English page, answered from the same cache, keeps the English words.
  expect((await suggest('mus')).query).toContain('music')
  expect((await suggest('mus')).query).not.toContain('musik')
})
