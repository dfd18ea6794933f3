import { expect, test } from 'vitest'
import {
  assignUniqueSlugs,
  computeCityDisplayName,
  computeCountryShortName,
  computePlaceSlug,
  foldPlaceName,
  slugifyPlaceName,
} from './place-slug'

test('Place names fold accents to ASCII and turn everything else into single hyphens', () => {
  expect(slugifyPlaceName('Saint-Étienne')).toBe('saint-etienne')
  expect(slugifyPlaceName('Zürich')).toBe('zurich')
  expect(slugifyPlaceName('São Paulo')).toBe('sao-paulo')
  expect(slugifyPlaceName('Kraków')).toBe('krakow')
  expect(slugifyPlaceName('Großenhain')).toBe('grossenhain')
  expect(slugifyPlaceName('Łódź')).toBe('lodz')
  expect(slugifyPlaceName('  New   York!! ')).toBe('new-york')
  expect(slugifyPlaceName('Bosnia & Herzegovina')).toBe('bosnia-and-herzegovina')
})

test('Apostrophes join words instead of splitting them', () => {
  expect(slugifyPlaceName('Xi’an')).toBe('xian')
  expect(slugifyPlaceName("St. John's")).toBe('st-johns')
})

test('Search names are lower-case ASCII with single spaces', () => {
  expect(foldPlaceName('San Francisco')).toBe('san francisco')
  expect(foldPlaceName('Saint-Étienne')).toBe('saint etienne')
  expect(foldPlaceName('Ürümqi')).toBe('urumqi')
})

test('US cities are slugged by their state abbreviation', () => {
  const us = { countryName: 'United States', countryCode: 'US' }
  expect(
    computePlaceSlug({ id: '1', placeType: 'locality', name: 'New York', regionAbbreviation: 'NY', ...us }),
  ).toBe('ny--new-york')
  expect(
    computePlaceSlug({
      id: '2',
      placeType: 'locality',
      name: 'San Francisco',
      regionAbbreviation: 'CA',
      ...us,
    }),
  ).toBe('ca--san-francisco')
  expect(
    computePlaceSlug({ id: '3', placeType: 'locality', name: 'Austin', regionAbbreviation: 'TX', ...us }),
  ).toBe('tx--austin')
})

test('Cities outside the United States are slugged by their country', () => {
  const city = (name: string, countryName: string, countryCode: string) =>
    computePlaceSlug({
      id: '1',
      placeType: 'locality',
      name,
      countryName,
      countryCode,
      regionAbbreviation: 'XX',
    })
  expect(city('London', 'United Kingdom', 'GB')).toBe('united-kingdom--london')
  expect(city('Toronto', 'Canada', 'CA')).toBe('canada--toronto')
  expect(city('Paris', 'France', 'FR')).toBe('france--paris')
  expect(city('Berlin', 'Germany', 'DE')).toBe('germany--berlin')
  expect(city('Sydney', 'Australia', 'AU')).toBe('australia--sydney')
})

test('Countries are slugged by their short English name', () => {
  const country = (code: string, englishName: string) => {
    const name = computeCountryShortName(code, englishName)
    return computePlaceSlug({ id: code, placeType: 'country', name, countryName: name, countryCode: code })
  }
  expect(country('US', 'United States of America')).toBe('united-states')
  expect(country('GB', 'United Kingdom')).toBe('united-kingdom')
  expect(country('RU', 'Russian Federation')).toBe('russia')
  expect(country('KR', 'South Korea')).toBe('south-korea')
  expect(country('VN', 'Viet Nam')).toBe('vietnam')
  expect(country('FR', 'France')).toBe('france')
})

test('GeoNames New York City and Washington, D.C. are shown and slugged the way visitors say them', () => {
  expect(computeCityDisplayName('5128581', 'New York City')).toBe('New York')
  expect(computeCityDisplayName('4140963', 'Washington, D.C.')).toBe('Washington')
  expect(computeCityDisplayName('2643743', 'London')).toBe('London')
})

test('A region never takes the slug of the city it is named after', () => {
  const germany = { countryName: 'Germany', countryCode: 'DE' }
  const city = computePlaceSlug({ id: '2950159', placeType: 'locality', name: 'Berlin', ...germany })
  const region = computePlaceSlug({ id: 'DE.16', placeType: 'region', name: 'Berlin', ...germany })
  expect(city).toBe('germany--berlin')
  expect(region).toBe('germany--berlin--region')
  expect(
    computePlaceSlug({
      id: 'US.NY',
      placeType: 'region',
      name: 'New York',
      countryName: 'United States',
      countryCode: 'US',
    }),
  ).toBe('united-states--new-york--region')
})

test('The online place has the online slug', () => {
  expect(
    computePlaceSlug({
      id: 'online',
      placeType: 'online',
      name: 'Online',
      countryName: null,
      countryCode: null,
    }),
  ).toBe('online')
})

test('A name without Latin letters is slugged by its id', () => {
  expect(
    computePlaceSlug({
      id: '785515',
      placeType: 'locality',
      name: 'Сопиште',
      countryName: 'North Macedonia',
      countryCode: 'MK',
    }),
  ).toBe('north-macedonia--785515')
})

test('The more populous place keeps a shared slug and the others get their id appended', () => {
  const slugs = assignUniqueSlugs([
    { id: '4517009', slug: 'oh--london', population: 10_060 },
    { id: '9999', slug: 'oh--london', population: 50_000 },
    { id: '2643743', slug: 'united-kingdom--london', population: 7_556_900 },
  ])
  expect(slugs.get('9999')).toBe('oh--london')
  expect(slugs.get('4517009')).toBe('oh--london-4517009')
  expect(slugs.get('2643743')).toBe('united-kingdom--london')
})

test('Slug assignment does not depend on the order of the places', () => {
  const claims = [
    { id: '10', slug: 'x--a', population: 5 },
    { id: '2', slug: 'x--a', population: 5 },
    { id: '3', slug: 'x--a', population: 1 },
  ]
  const forward = assignUniqueSlugs(claims)
  const backward = assignUniqueSlugs([...claims].reverse())
  expect([...forward.entries()].sort()).toEqual([...backward.entries()].sort())
  expect(forward.get('2')).toBe('x--a')
})

test('Nobody gets the reserved local slug and only the online place gets online', () => {
  const slugs = assignUniqueSlugs([
    { id: 'XL', slug: 'local', population: 1_000_000 },
    { id: 'XO', slug: 'online', population: 1_000_000 },
    { id: 'online', slug: 'online', population: 0 },
  ])
  expect(slugs.get('XL')).toBe('local-xl')
  expect(slugs.get('XO')).toBe('online-xo')
  expect(slugs.get('online')).toBe('online')
})
