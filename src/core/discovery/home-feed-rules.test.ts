import { expect, test } from 'vitest'
import type { EventJson } from '@/core/events/event-json'
import { computeEventsToPlan, computePopularSearches, withoutShown } from './get-home-feed'

const event = (id: string, seriesId: string | null = null) => ({ id, series_id: seriesId }) as EventJson

test('A carousel leaves out the cards shown above it and still fills itself', () => {
  const above = [event('1'), event('2')]
  const weekend = [event('2'), event('3'), event('1'), event('4'), event('5')]
  expect(withoutShown(weekend, [above], 2).map((e) => e.id)).toEqual(['3', '4'])
  // Another date of a series shown above is the same card.
  expect(withoutShown([event('7', 's1'), event('8')], [[event('6', 's1')]], 2).map((e) => e.id)).toEqual(['8'])
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
