import { expect, test } from 'vitest'
import { CATEGORIES, EXTRA_DESTINATIONS, getCategoryById, getCategoryBySlug } from './categories'

test('There are the 21 categories of the spec with its ids and names', () => {
  expect(CATEGORIES.map((category) => `${category.id} ${category.name}`)).toEqual([
    '101 Business',
    '102 Science & Tech',
    '103 Music',
    '104 Film & Media',
    '105 Performing & Visual Arts',
    '106 Fashion',
    '107 Health',
    '108 Sports & Fitness',
    '109 Travel & Outdoor',
    '110 Food & Drink',
    '111 Charity & Causes',
    '112 Government',
    '113 Community',
    '114 Spirituality',
    '115 Family & Education',
    '116 Holidays',
    '117 Home & Lifestyle',
    '118 Auto, Boat & Air',
    '119 Hobbies',
    '120 School Activities',
    '199 Other',
  ])
})

test('Category slugs are unique URL words', () => {
  const slugs = CATEGORIES.map((category) => category.slug)
  expect(new Set(slugs).size).toBe(slugs.length)
  for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
})

test('Categories are found by id and by slug', () => {
  expect(getCategoryById(103)?.slug).toBe('music')
  expect(getCategoryBySlug('auto-boat-and-air')?.id).toBe(118)
  expect(getCategoryById(100)).toBeNull()
  expect(getCategoryBySlug('nightlife')).toBeNull()
})

test('Nightlife and seasonal are extra destinations whose slugs no category takes', () => {
  expect(EXTRA_DESTINATIONS.map((destination) => destination.slug)).toEqual(['nightlife', 'seasonal'])
  for (const destination of EXTRA_DESTINATIONS) {
    expect(getCategoryBySlug(destination.slug)).toBeNull()
    expect(destination.description).not.toBe('')
  }
})
