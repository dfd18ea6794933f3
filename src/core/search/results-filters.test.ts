import { expect, test } from 'vitest'
import {
  applyFilterChange,
  clearAllFilters,
  computeActiveFilters,
  computeSearchFilters,
  toggleValue,
} from './results-filters'
import { buildResultsPath, parseResultsPath, type ResultsQuery } from './results-url'

const nyc: ResultsQuery = { location: { kind: 'place', slug: 'ny--new-york' } }
const path = (q: ResultsQuery) => buildResultsPath(q)

test('Choosing a category, price, format and date builds the canonical refinement path', () => {
  let q = applyFilterChange(nyc, { categorySlug: 'music' })
  expect(path(q)).toBe('/d/ny--new-york/music--events/')
  q = applyFilterChange(q, { price: 'free' })
  q = applyFilterChange(q, { formatSlug: 'festivals' })
  q = applyFilterChange(q, { dateKeyword: 'this_weekend' })
  expect(path(q)).toBe('/d/ny--new-york/free--music--festivals--this-weekend/')
})

test('Every filter change goes back to page 1', () => {
  const onPage3: ResultsQuery = { ...nyc, page: 3 }
  expect(path(applyFilterChange(onPage3, { price: 'paid' }))).toBe('/d/ny--new-york/paid--events/')
  expect(path(applyFilterChange(onPage3, { sort: 'date' }))).toBe('/d/ny--new-york/all-events/?sort=date')
})

test('A date keyword and a picked range replace each other', () => {
  const weekend = applyFilterChange(nyc, { dateKeyword: 'this_weekend' })
  const range = applyFilterChange(weekend, { dateRange: { startDate: '2026-12-01', endDate: '2026-12-03' } })
  expect(path(range)).toBe('/d/ny--new-york/all-events/?start_date=2026-12-01&end_date=2026-12-03')
  expect(path(applyFilterChange(range, { dateKeyword: 'today' }))).toBe('/d/ny--new-york/events--today/')
})

test('Changing the category drops subcategories of another category and keeps its own', () => {
  const jazz = applyFilterChange(applyFilterChange(nyc, { categorySlug: 'music' }), { subcategoryIds: [3008] })
  expect(path(jazz)).toBe('/d/ny--new-york/music--events/?subcategories=3008')
  expect(path(applyFilterChange(jazz, { categorySlug: 'business' }))).toBe('/d/ny--new-york/business--events/')
  expect(path(applyFilterChange(jazz, { categorySlug: 'music' }))).toBe('/d/ny--new-york/music--events/?subcategories=3008')
})

test('Tags and subcategories toggle on and off, and an empty list leaves the URL', () => {
  const tagged = applyFilterChange(nyc, { tags: toggleValue(undefined, 'date-night') })
  expect(path(tagged)).toBe('/d/ny--new-york/all-events/?tags=date-night')
  const both = applyFilterChange(tagged, { tags: toggleValue(tagged.tags, 'nightlife') })
  expect(path(both)).toBe('/d/ny--new-york/all-events/?tags=date-night,nightlife')
  expect(path(applyFilterChange(both, { tags: [] }))).toBe('/d/ny--new-york/all-events/')
})

test('The online filter swaps the location and keeps the refinements and text', () => {
  const q: ResultsQuery = { ...nyc, categorySlug: 'music', text: 'jazz brunch' }
  expect(path(applyFilterChange(q, { location: { kind: 'online' } }))).toBe('/d/online/music--events/jazz-brunch/')
  expect(path(applyFilterChange(q, { location: { kind: 'local' } }))).toBe('/d/local/music--events/jazz-brunch/')
})

test('Clear all keeps the place, locale, text and sort and drops every filter', () => {
  const q: ResultsQuery = {
    locale: 'fr',
    location: { kind: 'bbox', bbox: { swLng: -74.3, swLat: 40.4, neLng: -73.5, neLat: 41 } },
    price: 'free',
    categorySlug: 'music',
    dateKeyword: 'today',
    tags: ['nightlife'],
    text: 'jazz',
    page: 4,
    sort: 'date',
  }
  expect(path(clearAllFilters(q))).toBe('/fr/d/united-states/events/jazz/?bbox=-74.3,40.4,-73.5,41&sort=date')
})

test('Each active filter links to the same search without it', () => {
  const q = parseResultsPath('/d/ny--new-york/free--music--events--today/', 'subcategories=3008&tags=nightlife')
  if ('error' in q) throw new Error(q.message)
  const active = computeActiveFilters(q).map((f) => [f.label, path(f.query)])
  expect(active).toEqual([
    ['Free', '/d/ny--new-york/music--events--today/?subcategories=3008&tags=nightlife'],
    ['Music', '/d/ny--new-york/free--events--today/?tags=nightlife'],
    ['Hip Hop / Rap', '/d/ny--new-york/free--music--events--today/?tags=nightlife'],
    ['Today', '/d/ny--new-york/free--music--events/?subcategories=3008&tags=nightlife'],
    ['Nightlife', '/d/ny--new-york/free--music--events--today/?subcategories=3008'],
  ])
})

test('Every URL a filter change builds parses back to the same search', () => {
  const changes = [
    { categorySlug: 'food-and-drink' },
    { price: 'paid' as const },
    { formatSlug: 'classes' },
    { dateKeyword: 'next_month' as const },
    { dateRange: { startDate: '2026-12-24', endDate: '2026-12-24' } },
    { tags: ['kid-friendly', 'budget-friendly'] },
    { sort: 'date' as const },
    { location: { kind: 'online' as const } },
  ]
  let q: ResultsQuery = { ...nyc, text: 'cooking' }
  for (const change of changes) {
    q = applyFilterChange(q, change)
    const built = path(q)
    const [pathname, search] = built.split('?')
    const reparsed = parseResultsPath(pathname!, search)
    if ('error' in reparsed) throw new Error(reparsed.message)
    expect(path(reparsed)).toBe(built)
  }
})

test('A results query becomes the search input with taxonomy ids', () => {
  const q = parseResultsPath('/d/ny--new-york/paid--music--festivals--this-week/jazz/', 'subcategories=3008&tags=nightlife&page=2&sort=date')
  if ('error' in q) throw new Error(q.message)
  expect(computeSearchFilters(q)).toEqual({
    text: 'jazz',
    categoryIds: [103],
    subcategoryIds: [3008],
    formatIds: [5],
    dates: { keyword: 'this_week' },
    price: 'paid',
    tags: ['nightlife'],
    page: 2,
    sort: 'date',
    exact: false,
  })
  const range = parseResultsPath('/d/online/all-events/', 'start_date=2026-12-01&end_date=2026-12-02')
  if ('error' in range) throw new Error(range.message)
  expect(computeSearchFilters(range).dates).toEqual({ startDate: '2026-12-01', endDate: '2026-12-02' })
})
