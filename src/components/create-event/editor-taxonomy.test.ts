// The editor's Basics lists in the page's language (issue 25): a German editor offers German subcategory
// names, and without a subcategories catalog the English titles stay.
import { expect, test } from 'vitest'
import deSubcategories from '@/messages/de/subcategories.json'
import deTaxonomy from '@/messages/de/taxonomy.json'
import enTaxonomy from '@/messages/en/taxonomy.json'
import { computeEditorSubcategoryId, computeEditorTaxonomy } from './editor-taxonomy'

test('A German editor names subcategories in German; without their catalog they keep their English titles', () => {
  const german = computeEditorTaxonomy(deTaxonomy, deSubcategories)
  expect(german.subcategories.find((s) => s.id === 1002)?.name).toBe('Finanzen')
  expect(german.subcategories.find((s) => s.id === 1005)?.name).toBe('Immobilien')
  const english = computeEditorTaxonomy(enTaxonomy)
  expect(english.subcategories.find((s) => s.id === 1002)?.name).toBe('Finance')
})

test('The editor offers "Blues & Jazz" alone, and shows an event saved as "Jazz" under it', () => {
  const names = computeEditorTaxonomy(enTaxonomy)
    .subcategories.filter((s) => s.categoryId === 103)
    .map((s) => s.name)
  expect(names).toContain('Blues & Jazz')
  expect(names).not.toContain('Blues')
  expect(names).not.toContain('Jazz')
  expect(computeEditorSubcategoryId(3027)).toBe(3002)
  expect(computeEditorSubcategoryId(1002)).toBe(1002)
  expect(computeEditorSubcategoryId(null)).toBeNull()
})
