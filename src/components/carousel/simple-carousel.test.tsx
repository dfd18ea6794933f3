// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { SimpleCarousel } from './simple-carousel'

// Drawn as the server draws it: the arrows' measuring only starts after hydration, which is not what
// these tests are about.
function renderCarousel(settings: { desktopSlides?: number; tabletSlides?: number }) {
  document.body.innerHTML = renderToStaticMarkup(
    <SimpleCarousel label="Online events" slides={['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']} {...settings} />,
  )
  return screen.getByRole('region', { name: 'Online events' })
}

afterEach(() => {
  document.body.innerHTML = ''
})

test('A simple carousel asked for more than six slides per view lays out six, as its arrows assume', () => {
  const carousel = renderCarousel({ desktopSlides: 10, tabletSlides: 8 })
  expect(carousel.style.getPropertyValue('--desktop-slides')).toBe('6')
  expect(carousel.style.getPropertyValue('--tablet-slides')).toBe('6')
})

test('A simple carousel lays out the slides per view it is given, one by default', () => {
  expect(
    renderCarousel({ desktopSlides: 4, tabletSlides: 2 }).style.getPropertyValue('--desktop-slides'),
  ).toBe('4')
  document.body.innerHTML = ''
  const carousel = renderCarousel({})
  expect(carousel.style.getPropertyValue('--desktop-slides')).toBe('1')
  expect(carousel.style.getPropertyValue('--tablet-slides')).toBe('1')
})
