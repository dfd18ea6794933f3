import { expect, test } from 'vitest'
import { ONLINE_LOCATION } from '@/core/places/picked-location'
import { describeChip, HOME_CHIPS } from './home-chips'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

const newYork = NEW_YORK_LOCATION

test('The chips are the spec quick filters plus a few categories', () => {
  expect(HOME_CHIPS.map((c) => c.label).slice(0, 6)).toEqual([
    'All',
    'For you',
    'Online',
    'Today',
    'This weekend',
    'Free',
  ])
})

test('Each chip describes its events for the place', () => {
  expect(describeChip('all', newYork)).toBe('Upcoming events in New York')
  expect(describeChip('this-weekend', newYork)).toBe('This weekend in New York')
  expect(describeChip('free', ONLINE_LOCATION)).toBe('Free events online')
})
