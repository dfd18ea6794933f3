import { expect, test } from 'vitest'
import type { EventJson } from '@/core/events/event-json'
import { computeEventsToPlan, computePopularSearches, computeWeekendCarousel, withoutShown } from './get-home-feed'

const event = (id: string, seriesId: string | null = null) => ({ id, series_id: seriesId }) as EventJson

test('A carousel leaves out the cards shown above it and still fills itself', () => {
  const above = [event('1'), event('2')]
  const weekend = [event('2'), event('3'), event('1'), event('4'), event('5')]
  expect(withoutShown(weekend, [above], 2).map((e) => e.id)).toEqual(['3', '4'])
  // Another date of a series shown above is the same card.
  expect(withoutShown([event('7', 's1'), event('8')], [[event('6', 's1')]], 2).map((e) => e.id)).toEqual(['8'])
})

test('On a weekend the online home shows only the weekend events not listed above; a city keeps a quiet weekend full', () => {
  // Saturday night: the soonest events above are the weekend's own, and only one weekend event is left.
  const above = Array.from({ length: 12 }, (_, i) => event(String(i + 1)))
  const weekend = [...above.slice(0, 10), event('13')]
  expect(computeWeekendCarousel(weekend, above, true).map((e) => e.id)).toEqual(['13'])
  expect(computeWeekendCarousel(above.slice(0, 5), above, true)).toEqual([])
  // A city's carousel is a highlight of its list: with fewer than four others it keeps the weekend whole.
  expect(computeWeekendCarousel(weekend, above, false)).toHaveLength(10)
  // With enough others, neither repeats a card.
  const busy = [...weekend, event('14'), event('15'), event('16')]
  expect(computeWeekendCarousel(busy, above, false).map((e) => e.id)).toEqual(['13', '14', '15', '16'])
})

test('"Plan Events" lists the formats planned near the place, and common ones where none are', () => {
  expect(computeEventsToPlan([]).map((f) => f.title)).toEqual(['Class', 'Party', 'Festival', 'Networking', 'Conference', 'Performance'])
  const near = computeEventsToPlan([5, 10]).map((f) => f.title)
  expect(near.slice(0, 2)).toEqual(['Festival', 'Networking'])
  expect(near).toHaveLength(6)
  expect(new Set(near).size).toBe(6)
})

test('"Use Tessera" lists the week\'s searches near the place, and common ones where nobody searched yet', () => {
  expect(computePopularSearches([]).map((s) => s.term)).toEqual(['concerts', 'comedy', 'food festivals', 'workshops', 'networking', 'family activities'])
  expect(computePopularSearches(['jazz', 'comedy']).map((s) => s.term)).toEqual(['jazz', 'comedy', 'concerts', 'food festivals', 'workshops', 'networking'])
})
