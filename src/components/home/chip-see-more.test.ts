import { expect, test } from 'vitest'
import { ONLINE_LOCATION } from '@/core/places/picked-location'
import { computeChipSeeMorePath } from './chip-see-more'
import { HOME_CHIPS } from './home-chips'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

const newYork = NEW_YORK_LOCATION

test('Every chip but For you has a See more link to its own results page', () => {
  const targets = Object.fromEntries(
    HOME_CHIPS.map((chip) => [chip.id, computeChipSeeMorePath(chip.id, newYork)]),
  )
  expect(targets).toEqual({
    all: '/d/ny--new-york/all-events/',
    'for-you': null,
    online: '/d/online/all-events/',
    today: '/d/ny--new-york/events--today/',
    'this-weekend': '/d/ny--new-york/events--this-weekend/',
    free: '/d/ny--new-york/free--events/',
    music: '/d/ny--new-york/music--events/',
    'food-and-drink': '/d/ny--new-york/food-and-drink--events/',
    nightlife: '/d/ny--new-york/all-events/?tags=nightlife',
  })
})

test('The Online chip sees more online events whatever place is chosen', () => {
  expect(computeChipSeeMorePath('online', newYork)).toBe('/d/online/all-events/')
  expect(computeChipSeeMorePath('online', ONLINE_LOCATION)).toBe('/d/online/all-events/')
  expect(computeChipSeeMorePath('free', ONLINE_LOCATION)).toBe('/d/online/free--events/')
})

test('With a language subdirectory every See more link keeps it', () => {
  expect(computeChipSeeMorePath('online', newYork, 'es-us')).toBe('/es-us/d/online/all-events/')
  expect(computeChipSeeMorePath('free', newYork, 'es-us')).toBe('/es-us/d/ny--new-york/free--events/')
  expect(computeChipSeeMorePath('for-you', newYork, 'es-us')).toBeNull()
})
