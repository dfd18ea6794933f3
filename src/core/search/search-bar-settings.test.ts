import { expect, test } from 'vitest'
import { computeSearchBarSettings } from './search-bar-settings'

test('A results page gives the search bar its text and place', () => {
  expect(computeSearchBarSettings('/d/ny--new-york/events/jazz-night/')).toEqual({
    searchQuery: 'jazz night',
    location: { kind: 'place', slug: 'ny--new-york' },
  })
  expect(computeSearchBarSettings('/es-us/d/online/music--events/yoga/')).toEqual({
    searchQuery: 'yoga',
    location: { kind: 'online' },
  })
})

test('A results page without text, and any other page, leave the search box empty', () => {
  expect(computeSearchBarSettings('/d/ny--new-york/all-events/')).toEqual({
    searchQuery: '',
    location: { kind: 'place', slug: 'ny--new-york' },
  })
  expect(computeSearchBarSettings('/')).toEqual({ searchQuery: '', location: null })
  expect(computeSearchBarSettings('/e/some-event-123/')).toEqual({ searchQuery: '', location: null })
  expect(computeSearchBarSettings(null)).toEqual({ searchQuery: '', location: null })
})
