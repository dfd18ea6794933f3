// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { POPULAR_CITIES, PopularCities } from './popular-cities'

afterEach(cleanup)

function renderCities(currentSlug: string, languagePrefix?: string) {
  render(<PopularCities currentSlug={currentSlug} languagePrefix={languagePrefix} />)
  return screen.getByRole('list')
}

test('Each popular city links to its results page, named by the city (the arrow is hidden)', () => {
  const list = renderCities('ca--san-diego')
  const links = within(list).getAllByRole('link')
  expect(links).toHaveLength(POPULAR_CITIES.length)
  expect(within(list).getByRole('link', { name: 'New York' }).getAttribute('href')).toBe(
    '/d/ny--new-york/all-events/',
  )
  expect(within(list).getByRole('link', { name: 'London' }).getAttribute('href')).toBe(
    '/d/united-kingdom--london/all-events/',
  )
})

test('The city the page is about is left out of the popular cities', () => {
  const list = renderCities('ny--new-york')
  expect(within(list).queryByRole('link', { name: 'New York' })).toBeNull()
  expect(within(list).getAllByRole('link')).toHaveLength(POPULAR_CITIES.length - 1)
  expect(within(list).getByRole('link', { name: 'Chicago' })).toBeDefined()
})

test('With a language subdirectory the city links keep it', () => {
  const list = renderCities('ny--new-york', 'en-us')
  expect(within(list).getByRole('link', { name: 'Berlin' }).getAttribute('href')).toBe(
    '/en-us/d/germany--berlin/all-events/',
  )
})
