// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { ONLINE_LOCATION } from '@/core/places/picked-location'
import { CategoryIcons } from './category-icons'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

afterEach(cleanup)

function renderIcons(location = NEW_YORK_LOCATION) {
  render(<CategoryIcons location={location} />)
  return screen.getByRole('navigation', { name: 'Categories' })
}

test('Every category icon is a link named by its category (the glyph is hidden) to its results in the place', () => {
  const nav = renderIcons()
  const expected = [
    ['Music', '/d/ny--new-york/music--events/'],
    ['Nightlife', '/d/ny--new-york/all-events/?tags=nightlife'],
    ['Performing & Visual Arts', '/d/ny--new-york/arts--events/'],
    ['Holidays', '/d/ny--new-york/holiday--events/'],
    ['Dating', '/d/ny--new-york/home-and-lifestyle--events/?subcategories=17001'],
    ['Hobbies', '/d/ny--new-york/hobbies--events/'],
    ['Business', '/d/ny--new-york/business--events/'],
    ['Food & Drink', '/d/ny--new-york/food-and-drink--events/'],
  ] as const
  expect(within(nav).getAllByRole('link')).toHaveLength(expected.length)
  for (const [name, href] of expected) {
    // An exact name match fails if the glyph leaks into the accessible name.
    expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href)
  }
})

test('Online, the icons lead to the online results', () => {
  const hrefs = within(renderIcons(ONLINE_LOCATION))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
  expect(hrefs.every((href) => href?.startsWith('/d/online/'))).toBe(true)
  expect(hrefs[0]).toBe('/d/online/music--events/')
})

test('With a language subdirectory the icons keep it in their results links', () => {
  render(<CategoryIcons location={NEW_YORK_LOCATION} languagePrefix="es-us" />)
  const nav = screen.getByRole('navigation', { name: 'Categories' })
  expect(within(nav).getByRole('link', { name: 'Music' }).getAttribute('href')).toBe(
    '/es-us/d/ny--new-york/music--events/',
  )
})
