import { expect, test } from 'vitest'
import { CATALOG_LANGUAGES } from '@/core/i18n/page-locale'
import { computeLanguageFirstQuery, listTaxonomyNames } from './language-first-query'
import type { ResultsQuery } from './results-url'

const newYork = { kind: 'place', slug: 'ny--new-york' } as const
const search = (text: string, extra: Partial<ResultsQuery> = {}): ResultsQuery => ({ locale: 'de-de', location: newYork, text, ...extra })

test('On a German page "konzert" is the music category, not a text the English spelling correction reads as "concert"', () => {
  expect(computeLanguageFirstQuery(search('konzert'), 'de')).toEqual({ locale: 'de-de', location: newYork, categorySlug: 'music' })
  expect(computeLanguageFirstQuery(search('Konzerte'), 'de')).toEqual({ locale: 'de-de', location: newYork, categorySlug: 'music' })
})

test('The words that name nothing stay the searched text, beside the filters the others name', () => {
  expect(computeLanguageFirstQuery(search('konzert lachkrampf'), 'de')).toMatchObject({ categorySlug: 'music', text: 'lachkrampf' })
  expect(computeLanguageFirstQuery(search('konferenzen über ki'), 'de')).toMatchObject({ formatSlug: 'conferences', text: 'über ki' })
})

test('An English page searches its words as typed', () => {
  const query = { location: newYork, text: 'concert' }
  expect(computeLanguageFirstQuery(query, 'en')).toBe(query)
})

test('A word English shares is read in the page language first: "concert" on a French page is music', () => {
  expect(computeLanguageFirstQuery(search('concert', { locale: 'fr-fr' }), 'fr')).toMatchObject({ categorySlug: 'music' })
  expect(computeLanguageFirstQuery(search('concert', { locale: 'fr-fr' }), 'fr').text).toBeUndefined()
})

test('Every language with a catalog but English reads its own names for the music category and for concerts', () => {
  for (const language of CATALOG_LANGUAGES.filter((l) => l !== 'en')) {
    const names = listTaxonomyNames(language)
    const music = names.find((n) => n.topic.categoryIds?.[0] === 103 && n.topic.subcategoryIds === undefined)!
    expect(computeLanguageFirstQuery(search(music.shown), language), `${language}: ${music.shown}`).toMatchObject({ categorySlug: 'music' })
    expect(computeLanguageFirstQuery(search(music.shown), language).text).toBeUndefined()
  }
  for (const [language, word] of [['it', 'concerti'], ['nl', 'concerten'], ['sv', 'konserter'], ['es', 'conciertos'], ['pt', 'shows']] as const) {
    expect(computeLanguageFirstQuery(search(word), language), `${language}: ${word}`).toMatchObject({ categorySlug: 'music' })
  }
})

test('Accents are optional, and a kind of two categories becomes their subcategories', () => {
  // Komödie is comedy in film and in the performing arts: said by its two subcategories.
  for (const typed of ['Komödie', 'komodie']) {
    const read = computeLanguageFirstQuery(search(typed), 'de')
    expect(read.subcategoryIds).toEqual([4007, 5010])
    expect(read.categorySlug).toBeUndefined()
  }
  expect(computeLanguageFirstQuery(search('oper'), 'de').subcategoryIds).toEqual([3012, 5005])
})

test('A word never overrides a filter already chosen, and a text asked for as typed stays as typed', () => {
  const onComedy = search('konzert', { categorySlug: 'film-and-media' })
  expect(computeLanguageFirstQuery(onComedy, 'de')).toBe(onComedy)
  const exact = search('konzert', { exact: true })
  expect(computeLanguageFirstQuery(exact, 'de')).toBe(exact)
  // A word for the category already chosen only leaves the text.
  expect(computeLanguageFirstQuery(search('konzert', { categorySlug: 'music', page: 3 }), 'de')).toEqual({ locale: 'de-de', location: newYork, categorySlug: 'music' })
})

test('A text with no word of the language is left alone', () => {
  const query = search('lachkrampf')
  expect(computeLanguageFirstQuery(query, 'de')).toBe(query)
})
