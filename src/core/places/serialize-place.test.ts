import { expect, test } from 'vitest'
import { buildPlace } from '../../../tests/factories/build-place'
import { serializePlace } from './serialize-place'

test('A US city serialises to the spec Place shape', () => {
  expect(serializePlace(buildPlace({}))).toEqual({
    id: '5128581',
    name: 'New York',
    latitude: 40.71427,
    longitude: -74.00597,
    location_slug: 'ny--new-york',
    place_type: 'locality',
    derived_ancestor_type: 'region',
    parent_id: 'US.NY',
    population: 8_175_133,
    localizations: {
      default: {
        full_name: 'New York, NY',
        short_name: 'New York',
        country: { full_name: 'United States', suggested_abbreviation: 'US' },
        region: {
          full_name: 'New York, United States',
          short_name: 'New York',
          suggested_abbreviation: 'NY',
        },
      },
    },
    viewport_northeast: { latitude: 41.01, longitude: -73.61 },
    viewport_southwest: { latitude: 40.41, longitude: -74.4 },
    time_zone: 'America/New_York',
  })
})

test('Cities outside the United States name their country', () => {
  const london = serializePlace(
    buildPlace({
      id: '2643743',
      name: 'London',
      countryCode: 'GB',
      countryName: 'United Kingdom',
      regionCode: 'GB.ENG',
      regionName: 'England',
      regionAbbreviation: null,
      parentId: 'GB.ENG',
      slug: 'united-kingdom--london',
      timeZone: 'Europe/London',
    }),
  )
  expect(london.localizations.default.full_name).toBe('London, United Kingdom')
  expect(london.localizations.default.country).toEqual({
    full_name: 'United Kingdom',
    suggested_abbreviation: 'GB',
  })
  expect(london.localizations.default.region?.suggested_abbreviation).toBeNull()
  const toronto = serializePlace(
    buildPlace({
      name: 'Toronto',
      countryCode: 'CA',
      countryName: 'Canada',
      regionCode: 'CA.08',
      regionName: 'Ontario',
      regionAbbreviation: 'ON',
      parentId: 'CA.08',
    }),
  )
  expect(toronto.localizations.default.full_name).toBe('Toronto, ON, Canada')
})

test('A city whose region GeoNames does not know has its country as ancestor', () => {
  const place = serializePlace(
    buildPlace({ regionCode: null, regionName: null, regionAbbreviation: null, parentId: 'US' }),
  )
  expect(place.derived_ancestor_type).toBe('country')
  expect(place.localizations.default.region).toBeUndefined()
})

test('Regions have their country as ancestor and suggest the state abbreviation', () => {
  const place = serializePlace(
    buildPlace({ id: 'US.NY', placeType: 'region', parentId: 'US', slug: 'united-states--new-york--region' }),
  )
  expect(place.place_type).toBe('region')
  expect(place.derived_ancestor_type).toBe('country')
  expect(place.localizations.default.full_name).toBe('New York, United States')
  expect(place.localizations.default.region?.suggested_abbreviation).toBe('NY')
})

test('Countries suggest their ISO alpha-2 code and have no ancestor', () => {
  const place = serializePlace(
    buildPlace({
      id: 'US',
      name: 'United States',
      placeType: 'country',
      regionCode: null,
      regionName: null,
      regionAbbreviation: null,
      parentId: null,
      slug: 'united-states',
    }),
  )
  expect(place.derived_ancestor_type).toBeNull()
  expect(place.localizations.default).toEqual({
    full_name: 'United States',
    short_name: 'United States',
    country: { full_name: 'United States', suggested_abbreviation: 'US' },
  })
})

test('The online place has no country and no ancestor', () => {
  const place = serializePlace(
    buildPlace({
      id: 'online',
      name: 'Online',
      placeType: 'online',
      countryCode: null,
      countryName: null,
      regionCode: null,
      regionName: null,
      regionAbbreviation: null,
      parentId: null,
      slug: 'online',
      timeZone: 'UTC',
    }),
  )
  expect(place.place_type).toBe('online')
  expect(place.derived_ancestor_type).toBeNull()
  expect(place.localizations.default).toEqual({ full_name: 'Online', short_name: 'Online', country: null })
  expect(place.time_zone).toBe('UTC')
})
