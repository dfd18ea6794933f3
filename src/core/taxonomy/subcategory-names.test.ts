import { expect, test } from 'vitest'
import {
  computeLocalizedResultsHeading,
  type ResultsTranslate,
} from '@/core/search/localized-results-heading'
import { computeActiveFilters } from '@/core/search/results-filters'
import type { ResultsQuery } from '@/core/search/results-url'
import { computeSubcategoryTile, localizeSubcategoryTile } from '@/core/discovery/subcategory-tile'
import english from '@/messages/en/subcategories.json'
import german from '@/messages/de/subcategories.json'
import { SUBCATEGORIES, getSubcategoryById } from './subcategories'
import { computeSubcategorySubtitle, computeSubcategoryTitle } from './subcategory-names'

const englishTitles: Record<string, string> = english.titles
const englishSubtitles: Record<string, string> = english.subtitles

test('Every subcategory has an English catalog title equal to its taxonomy title, and nothing else is listed', () => {
  for (const subcategory of SUBCATEGORIES) {
    // The trailing spaces of two Eventbrite titles are not shown anywhere.
    expect(englishTitles[String(subcategory.id)], `subcategory ${subcategory.id}`).toBe(
      subcategory.title.trim(),
    )
  }
  expect(Object.keys(englishTitles).sort()).toEqual(SUBCATEGORIES.map((s) => String(s.id)).sort())
})

test('Every tile subtitle has an English catalog entry equal to the spec text', () => {
  const withSubtitle = SUBCATEGORIES.filter((s) => s.subtitle !== undefined)
  expect(withSubtitle.length).toBeGreaterThan(0)
  for (const subcategory of withSubtitle)
    expect(englishSubtitles[String(subcategory.id)]).toBe(subcategory.subtitle)
  expect(Object.keys(englishSubtitles).sort()).toEqual(withSubtitle.map((s) => String(s.id)).sort())
})

test('A German page names subcategories in German, and English is the fallback without names', () => {
  expect(computeSubcategoryTitle(8009, german)).toBe('Fußball')
  expect(computeSubcategoryTitle(8009)).toBe('Soccer')
  expect(computeSubcategoryTitle(12007)).toBe('County/Municipal Government')
  expect(computeSubcategoryTitle(1)).toBeNull()
  expect(computeSubcategorySubtitle(17001, getSubcategoryById(17001)?.subtitle, german)).toBe(
    'Lass etwas Neues entstehen, ganz egal, wie dein Beziehungsstatus ist.',
  )
  expect(computeSubcategorySubtitle(8009, undefined, german)).toBeUndefined()
})

test('A home tile shows its German title and subtitle and keeps its link words', () => {
  const dating = getSubcategoryById(17001)!
  const tile = localizeSubcategoryTile(computeSubcategoryTile(dating, null), german)
  expect(tile).toMatchObject({ id: 17001, title: 'Dating', refinement: 'dating', theme: 'transparent' })
  expect(tile.subtitle).toBe('Lass etwas Neues entstehen, ganz egal, wie dein Beziehungsstatus ist.')
  const christmas = localizeSubcategoryTile(computeSubcategoryTile(getSubcategoryById(16006)!, null), german)
  expect(christmas.title).toBe('Weihnachten')
  expect(christmas.refinement).toBe('christmas')
  expect(christmas).not.toHaveProperty('subtitle')
})

test('A German results page names its subcategory chip and heading in German', () => {
  const query: ResultsQuery = {
    location: { kind: 'online' },
    categorySlug: 'music',
    subcategoryIds: [3003, 3031],
  }
  const chips = computeActiveFilters(query, {
    prices: {},
    dates: {},
    tags: {},
    dateRange: '{start} – {end}',
    locale: 'de-DE',
    subcategories: german,
  })
  expect(chips.filter((chip) => chip.kind === 'subcategory').map((chip) => chip.label)).toEqual([
    'Klassik',
    'Weltmusik',
  ])
  const t: ResultsTranslate = (key, values) => `${key}(${Object.values(values ?? {}).join('|')})`
  const heading = computeLocalizedResultsHeading(query, { kind: 'online' }, t, 'de-DE', {}, german)
  expect(heading).toContain('Klassik, Weltmusik')
  expect(heading).not.toContain('Classical')
})
