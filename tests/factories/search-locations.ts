// The visitor's chosen location (spec §3 "Location") as components receive it, for tests.
import type { PickedLocation } from '@/core/places/picked-location'

export const NEW_YORK_LOCATION: PickedLocation = {
  placeId: '5128581',
  placeType: 'locality',
  currentPlace: 'New York',
  currentPlaceParent: 'NY',
  latitude: 40.71,
  longitude: -74.01,
  slug: 'ny--new-york',
  isOnline: false,
  value: 'New York',
}
