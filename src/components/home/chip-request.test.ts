import { expect, test } from 'vitest'
import { ONLINE_LOCATION } from '@/core/places/picked-location'
import { computeChipRequest } from './chip-request'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

test('Chips ask the events search with their filter, and For you asks the For-you endpoint', () => {
  expect(computeChipRequest('today', NEW_YORK_LOCATION)).toEqual({
    path: '/api/v3/destination/search/',
    query: { place_id: '5128581', page_size: 12, sort: 'date', dates: 'today' },
  })
  expect(computeChipRequest('online', NEW_YORK_LOCATION).query.place_id).toBe('online')
  expect(computeChipRequest('for-you', NEW_YORK_LOCATION)).toEqual({
    path: '/api/v3/destination/for-you/',
    query: { place_id: '5128581', page_size: 12 },
  })
  expect(computeChipRequest('for-you', ONLINE_LOCATION).query).toEqual({ online: 1, page_size: 12 })
})

test('A location with coordinates but no place id searches the box around it, not anywhere', () => {
  const point = { ...NEW_YORK_LOCATION, placeId: null, slug: '', latitude: 40.7, longitude: -74 }
  const request = computeChipRequest('today', point)
  expect(request.query).toEqual({ bbox: '-74.4,40.4,-73.6,41', page_size: 12, sort: 'date', dates: 'today' })
  expect(request.query).not.toHaveProperty('place_id')
  // The online chip still asks for online events.
  expect(computeChipRequest('online', point).query.place_id).toBe('online')
})

test("Online chips send the visitor's time zone, so Today is the visitor's day; place chips do not need it", () => {
  expect(computeChipRequest('today', ONLINE_LOCATION, 'America/Los_Angeles').query).toEqual({
    place_id: 'online',
    time_zone: 'America/Los_Angeles',
    page_size: 12,
    sort: 'date',
    dates: 'today',
  })
  expect(computeChipRequest('today', NEW_YORK_LOCATION, 'America/Los_Angeles').query).not.toHaveProperty(
    'time_zone',
  )
})
