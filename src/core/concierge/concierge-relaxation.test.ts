import { expect, test } from 'vitest'
import { computeRelaxations, type RelaxablePlace } from './concierge-relaxation'
import { EMPTY_SEARCH, type ConciergeSearch } from './concierge-search'

const BROOKLYN: RelaxablePlace = {
  placeId: '5110302', name: 'Brooklyn', slug: 'ny--brooklyn', timeZone: 'America/New_York', latitude: 40.65,
  viewport: { swLat: 40.57, swLng: -74.04, neLat: 40.74, neLng: -73.83 },
}
const NOW = new Date('2026-11-18T15:00:00Z')

test('A search that finds nothing is relaxed in the stated order: dates, nearby places, then filters least important first, dates last', () => {
  const search: ConciergeSearch = {
    ...EMPTY_SEARCH,
    text: 'sourdough',
    place: { kind: 'named', placeId: BROOKLYN.placeId, name: 'Brooklyn', slug: BROOKLYN.slug, timeZone: BROOKLYN.timeZone },
    dates: { keyword: 'this_weekend' },
    timeOfDay: 'morning',
    categoryIds: [110],
    subcategoryIds: [10002],
    formatIds: [9],
    tags: ['kid-friendly'],
    price: 'free',
  }
  const steps = computeRelaxations(search, { now: NOW, place: BROOKLYN, homeTimeZone: 'America/New_York' })
  expect(steps.map((s) => s.did)).toEqual([
    'widened the dates',
    'looked in places near Brooklyn too',
    'left out “kid friendly”',
    'left out the kind of event',
    'left out the words “sourdough”',
    'widened the topic to its whole category',
    'left out the price',
    'left out the topic',
    'left out the dates',
  ])
  // This weekend starts on Friday the 20th; four weeks from then, at any time of day.
  expect(steps[0]!.search).toMatchObject({ dates: { startDate: '2026-11-20', endDate: '2026-12-17' }, timeOfDay: null, tags: ['kid-friendly'] })
  const around = steps[1]!.search.place
  if (around.kind !== 'around') throw new Error('expected a box around Brooklyn')
  expect(around.bbox.swLat).toBeLessThan(BROOKLYN.viewport.swLat - 0.4)
  expect(around.bbox.neLng).toBeGreaterThan(BROOKLYN.viewport.neLng + 0.5)
  // Each step keeps what the steps before it relaxed.
  expect(steps.at(-1)!.search).toMatchObject({ ...EMPTY_SEARCH, place: around })
})

test('An online search without dates has only filters to relax', () => {
  const steps = computeRelaxations({ ...EMPTY_SEARCH, place: { kind: 'online' }, categoryIds: [103] }, { now: NOW, place: null, homeTimeZone: 'UTC' })
  expect(steps.map((s) => s.did)).toEqual(['left out the topic'])
})
