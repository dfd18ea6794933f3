// Row builder for places (STYLE.md "Factories"); the default is New York City as the places table holds
// it, and a changed name brings its folded search name along.
import { foldPlaceName } from '@/core/places/place-slug'
import type { PlaceRecord } from '@/core/places/place-types'

export function buildPlace(overrides: Partial<PlaceRecord> = {}): PlaceRecord {
  const name = overrides.name ?? 'New York'
  return {
    id: '5128581',
    name,
    searchName: foldPlaceName(name),
    placeType: 'locality',
    countryCode: 'US',
    countryName: 'United States',
    regionCode: 'US.NY',
    regionName: 'New York',
    regionAbbreviation: 'NY',
    parentId: 'US.NY',
    slug: 'ny--new-york',
    latitude: 40.71427,
    longitude: -74.00597,
    population: 8_175_133,
    timeZone: 'America/New_York',
    viewportNeLat: 41.01,
    viewportNeLng: -73.61,
    viewportSwLat: 40.41,
    viewportSwLng: -74.4,
    ...overrides,
  }
}
