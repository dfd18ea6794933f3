import { expect, test } from 'vitest'
import { ONLINE_LOCATION, type PickedLocation } from '@/core/places/picked-location'
import { addRecentLocation, geolocationErrorKind, LOCATION_ERRORS } from './location-history'

const place = (id: string): PickedLocation => ({
  placeId: id,
  placeType: 'locality',
  currentPlace: `City ${id}`,
  currentPlaceParent: '',
  latitude: 1,
  longitude: 2,
  slug: `city-${id}`,
  isOnline: false,
  value: `City ${id}`,
})

test('Recent locations keep five places, newest first, with the recent- prefix', () => {
  let list = addRecentLocation([], place('1'))
  for (const id of ['2', '3', '4', '5', '6']) list = addRecentLocation(list, place(id))
  expect(list.map((l) => l.value)).toEqual(['recent-6', 'recent-5', 'recent-4', 'recent-3', 'recent-2'])
  list = addRecentLocation(list, place('4'))
  expect(list.map((l) => l.value)).toEqual(['recent-4', 'recent-6', 'recent-5', 'recent-3', 'recent-2'])
})

test('Browsing online events is not remembered as a place', () => {
  expect(addRecentLocation([], ONLINE_LOCATION)).toEqual([])
})

test('Geolocation failures map to the spec messages', () => {
  expect(LOCATION_ERRORS[geolocationErrorKind(1)]).toBe("Looks like we don't have permission to access your location.")
  expect(LOCATION_ERRORS[geolocationErrorKind('unsupported')]).toBe(LOCATION_ERRORS.permission)
  expect(LOCATION_ERRORS[geolocationErrorKind(2)]).toBe("Looks like the browser wasn't able to determine your location.")
  expect(geolocationErrorKind(3)).toBe('unavailable')
})
