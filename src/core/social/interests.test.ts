import { expect, test } from 'vitest'
import { interestsToRows, normalizeInterests, rowsToInterests } from './interests'

test('A selection is de-duplicated and survives the trip to rows and back', () => {
  const picked = normalizeInterests({ categories: [103, 103, 110], subcategories: [3006], tags: ['Nightlife', 'nightlife', 'date-night'] })
  expect(picked).toEqual({ categories: [103, 110], subcategories: [3006], tags: ['nightlife', 'date-night'] })
  expect(rowsToInterests(interestsToRows(picked))).toEqual(picked)
})

test('Unknown categories, subcategories and malformed tags are refused with the offending values', () => {
  expect(() => normalizeInterests({ categories: [999], subcategories: [], tags: [] })).toThrow(/category 999/)
  expect(() => normalizeInterests({ categories: [], subcategories: [123456], tags: [] })).toThrow(/subcategory 123456/)
  expect(() => normalizeInterests({ categories: [], subcategories: [], tags: ['<script>'] })).toThrow(/tag/)
})

test('At most 100 interests may be picked', () => {
  const tags = Array.from({ length: 101 }, (_, i) => `tag-${i}`)
  expect(() => normalizeInterests({ categories: [], subcategories: [], tags })).toThrow(/at most 100/)
})
