import { expect, test } from 'vitest'
import { DATE_FILTERS, dateKeywordFromUrlWord, urlWordFromDateKeyword } from './date-filters'

test('Every date keyword with a URL word round-trips through it', () => {
  for (const { keyword } of DATE_FILTERS) {
    const word = urlWordFromDateKeyword(keyword)
    if (word === null) continue
    expect(dateKeywordFromUrlWord(word)).toBe(keyword)
  }
})

test('URL words use hyphens where keywords use underscores', () => {
  expect(urlWordFromDateKeyword('this_weekend')).toBe('this-weekend')
  expect(dateKeywordFromUrlWord('next-month')).toBe('next_month')
  expect(dateKeywordFromUrlWord('next_month')).toBeNull()
})

test('A custom date has no URL word', () => {
  expect(urlWordFromDateKeyword('custom_date')).toBeNull()
  expect(DATE_FILTERS.filter((filter) => filter.urlWord === null).map((filter) => filter.keyword)).toEqual([
    'custom_date',
  ])
})

test('Each date filter has a label for people', () => {
  expect(DATE_FILTERS.find((filter) => filter.keyword === 'this_weekend')?.label).toBe('This weekend')
  for (const filter of DATE_FILTERS) expect(filter.label).not.toBe('')
})
