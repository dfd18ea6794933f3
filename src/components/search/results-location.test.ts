import { expect, test } from 'vitest'
import { computeLocaleInfo } from '@/core/i18n/locale-info'
import { ONLINE_LOCATION } from '@/core/places/picked-location'
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

test('With a language subdirectory, results URLs start with its prefix; without one they start with /d/', () => {
  // SITE_TLD=.com with SITE_LOCALE=es_US is a language the domain does not speak natively.
  const spanishOnCom = computeLocaleInfo('.com', 'es_US').languagePrefix
  expect(resultsPathFor(newYork, { text: 'Jazz brunch', locale: spanishOnCom })).toBe(
    '/es-us/d/ny--new-york/events/jazz-brunch/',
  )
  expect(resultsPathFor(ONLINE_LOCATION, { locale: spanishOnCom })).toBe('/es-us/d/online/all-events/')
  expect(resultsPathFor({ ...newYork, placeId: null, slug: '' }, { locale: spanishOnCom })).toBe(
    '/es-us/d/united-states/all-events/?bbox=-74.41,40.41,-73.61,41.01',
  )
  const englishOnCom = computeLocaleInfo('.com', 'en_US').languagePrefix
  expect(resultsPathFor(newYork, { text: 'Jazz brunch', locale: englishOnCom })).toBe(
    '/d/ny--new-york/events/jazz-brunch/',
  )
})
