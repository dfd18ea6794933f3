import { expect, test } from 'vitest'
import { canEditCollection, canViewCollection, normalizeCollectionName } from './collections'

test('Collection names are cleaned and must be 1 to 80 characters', () => {
  expect(normalizeCollectionName('  Summer\u00A0 gigs\n')).toBe('Summer gigs')
  expect(() => normalizeCollectionName('   ')).toThrow(/name/)
  expect(() => normalizeCollectionName('x'.repeat(81))).toThrow(/80/)
})

test('A private collection is seen and changed by its owner only; a public one is seen by anyone', () => {
  const privateOne = { userId: 1, isPublic: false }
  expect(canViewCollection(1, privateOne)).toBe(true)
  expect(canViewCollection(2, privateOne)).toBe(false)
  expect(canViewCollection(null, privateOne)).toBe(false)
  expect(canViewCollection(null, { ...privateOne, isPublic: true })).toBe(true)
  expect(canEditCollection(2, { userId: 1 })).toBe(false)
  expect(canEditCollection(null, { userId: 1 })).toBe(false)
  expect(canEditCollection(1, { userId: 1 })).toBe(true)
})
