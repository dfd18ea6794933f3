import { expect, test } from 'vitest'
import { canAutocompleteIn, ONLINE_LOCATION } from './picked-location'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

const newYork = NEW_YORK_LOCATION

test('Autocomplete runs for a place with an id, with or without coordinates', () => {
  expect(canAutocompleteIn(newYork)).toBe(true)
  expect(canAutocompleteIn({ ...newYork, latitude: null, longitude: null })).toBe(true)
})

test('Autocomplete runs for online events, which have no coordinates', () => {
  expect(canAutocompleteIn(ONLINE_LOCATION)).toBe(true)
  expect(canAutocompleteIn({ ...ONLINE_LOCATION, placeId: null })).toBe(true)
})

test('Autocomplete runs without a place id only when both coordinates are known', () => {
  const noId = { ...newYork, placeId: null, slug: '' }
  expect(canAutocompleteIn(noId)).toBe(true)
  // Zero is a coordinate (the equator, Greenwich), not a missing one.
  expect(canAutocompleteIn({ ...noId, latitude: 0, longitude: 0 })).toBe(true)
  expect(canAutocompleteIn({ ...noId, latitude: null })).toBe(false)
  expect(canAutocompleteIn({ ...noId, longitude: null })).toBe(false)
  expect(canAutocompleteIn({ ...noId, latitude: null, longitude: null })).toBe(false)
})

test('An empty place id counts as no place id', () => {
  expect(canAutocompleteIn({ ...newYork, placeId: '', latitude: null, longitude: null })).toBe(false)
})
