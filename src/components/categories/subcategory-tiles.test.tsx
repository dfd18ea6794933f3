// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { computeSubcategoryTile } from '@/core/discovery/subcategory-tile'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { SubcategoryTiles } from './subcategory-tiles'
import styles from './categories.module.css'
import { NEW_YORK_LOCATION } from '../../../tests/factories/search-locations'

afterEach(cleanup)

const BLUR = 'data:image/png;base64,iVBORw0KGgo='
const picture = (name: string) => ({
  key: `demo/v1/subcategory-${name}.png`,
  width: 1600,
  height: 800,
  blurDataURL: BLUR,
  blurWidth: 8,
  blurHeight: 4,
})

function renderTiles() {
  const tiles = [
    computeSubcategoryTile(getSubcategoryById(13004)!, picture('lgbt')),
    computeSubcategoryTile(getSubcategoryById(17001)!, picture('dating')),
    computeSubcategoryTile(getSubcategoryById(16004)!, null),
  ]
  render(<SubcategoryTiles tiles={tiles} location={NEW_YORK_LOCATION} />)
  return screen.getByRole('list')
}

test('The Pride tile links to its results in the place and shows its title and subtitle', () => {
  const pride = within(renderTiles()).getByRole('link', { name: /^LGBTQIA\+/ })
  expect(pride.getAttribute('href')).toBe('/d/ny--new-york/community--events/?subcategories=13004')
  expect(within(pride).getByText('Show up, show off, and celebrate Pride with your people.')).toBeDefined()
  expect(pride.classList.contains(styles.transparent!)).toBe(false)
})

test('A tile shows the small 300×150 picture over its blur placeholder, and offers the large one', () => {
  const pride = within(renderTiles()).getByRole('link', { name: /^LGBTQIA\+/ })
  const image = pride.querySelector('img')!
  expect(image.getAttribute('alt')).toBe('')
  expect(image.getAttribute('width')).toBe('300')
  expect(image.getAttribute('height')).toBe('150')
  expect(image.getAttribute('src')).toBe(
    '/home/_next/image/?url=%2Fimages%2Fdemo%2Fv1%2Fsubcategory-lgbt.png&w=384&q=75',
  )
  expect(image.getAttribute('srcset')).toMatch(/&w=384&q=75 300w, .+&w=1200&q=75 1200w$/)
  expect(image.style.backgroundImage).toContain(BLUR)
})

test('The Dating tile is drawn in the transparent theme with its subtitle', () => {
  const dating = within(renderTiles()).getByRole('link', { name: /^Dating/ })
  expect(dating.classList.contains(styles.transparent!)).toBe(true)
  expect(within(dating).getByText('Spark something new, no matter your relationship status.')).toBeDefined()
})

test('A tile without a picture has no image', () => {
  const halloween = within(renderTiles()).getByRole('link', { name: /^Halloween/ })
  expect(halloween.querySelector('img')).toBeNull()
})
