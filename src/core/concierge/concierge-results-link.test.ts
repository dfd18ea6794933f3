import { expect, test } from 'vitest'
import { EMPTY_SEARCH } from './concierge-search'
import { computeResultsLink } from './concierge-results-link'

test('Show all for music here is the music results page of the chat’s place, soonest first', () => {
  expect(computeResultsLink({ ...EMPTY_SEARCH, categoryIds: [103] }, 'ny--new-york')).toEqual({ path: '/d/ny--new-york/music--events/?sort=date', exact: true })
})

test('Show all for free jazz in a named place this weekend keeps every part of the search', () => {
  const search = {
    ...EMPTY_SEARCH,
    categoryIds: [103],
    subcategoryIds: [3002, 3027],
    price: 'free' as const,
    dates: { keyword: 'this_weekend' as const },
    place: { kind: 'named' as const, placeId: '1', name: 'Brooklyn', slug: 'ny--brooklyn', timeZone: 'America/New_York' },
  }
  expect(computeResultsLink(search, 'ny--new-york')).toEqual({ path: '/d/ny--brooklyn/free--music--events--this-weekend/?subcategories=3002,3027&sort=date', exact: true })
})

test('A search a results URL cannot say (a part of the day, a price cap) links to the wider page and says so', () => {
  expect(computeResultsLink({ ...EMPTY_SEARCH, text: 'sourdough', timeOfDay: 'evening' }, 'ny--new-york')).toEqual({ path: '/d/ny--new-york/events/sourdough/', exact: false })
  expect(computeResultsLink({ ...EMPTY_SEARCH, maxPriceMinor: 2000 }, 'ny--new-york').exact).toBe(false)
})
