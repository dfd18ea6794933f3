// The editor's Basics lists in the page's language (issue 25): a German editor offers German subcategory
// names, and without a subcategories catalog the English titles stay.
import { expect, test } from 'vitest'
import deSubcategories from '@/messages/de/subcategories.json'
import deTaxonomy from '@/messages/de/taxonomy.json'
import enTaxonomy from '@/messages/en/taxonomy.json'
import { computeEditorTaxonomy } from './editor-taxonomy'

test('A German editor names subcategories in German; without their catalog they keep their English titles', () => {
  const german = computeEditorTaxonomy(deTaxonomy, deSubcategories)
  expect(german.subcategories.find((s) => s.id === 1002)?.name).toBe('Finanzen')
  expect(german.subcategories.find((s) => s.id === 1005)?.name).toBe('Immobilien')
  const english = computeEditorTaxonomy(enTaxonomy)
  expect(english.subcategories.find((s) => s.id === 1002)?.name).toBe('Finance')
})
