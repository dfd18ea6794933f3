import { expect, test } from 'vitest'
import { computePathPrefix } from './path-prefix'

test('A page under a language subdirectory keeps it; a root page has none', () => {
  expect(computePathPrefix('/de-de/manage/events/create')).toBe('/de-de')
  expect(computePathPrefix('/pt-br')).toBe('/pt-br')
  expect(computePathPrefix('/manage/events/12/edit')).toBe('')
  expect(computePathPrefix('/d/ny--new-york/all-events/')).toBe('')
})
