import { expect, test } from 'vitest'
import { ONLINE_LOCATION } from '@/core/places/search-location'
import { resultsPathFor } from './results-location'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

const newYork = NEW_YORK_LOCATION

test('Submitting a search goes to the results URL of the place and the text', () => {
  expect(resultsPathFor(newYork, { text: 'Jazz brunch' })).toBe('/d/ny--new-york/events/jazz-brunch/')
  expect(resultsPathFor(newYork, { text: '   ' })).toBe('/d/ny--new-york/all-events/')
  expect(resultsPathFor(ONLINE_LOCATION, { text: 'yoga' })).toBe('/d/online/events/yoga/')
})

test('Coordinates without a place search a box around them', () => {
  expect(resultsPathFor({ ...newYork, placeId: null, slug: '' })).toBe(
    '/d/united-states/all-events/?bbox=-74.41,40.41,-73.61,41.01',
  )
})
