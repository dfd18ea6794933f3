import { expect, test } from 'vitest'
import { FORMATS, getFormatById, getFormatBySlug } from './formats'

test('The 19 formats keep the spec order with ids 1 to 19', () => {
  expect(FORMATS.map((format) => format.name)).toEqual([
    'Conference',
    'Seminar',
    'Expo',
    'Convention',
    'Festival',
    'Performance',
    'Screening',
    'Gala',
    'Class',
    'Networking',
    'Party',
    'Rally',
    'Tournament',
    'Game',
    'Race',
    'Tour',
    'Attraction',
    'Retreat',
    'Appearance',
  ])
  expect(FORMATS.map((format) => format.id)).toEqual(Array.from({ length: 19 }, (_, index) => index + 1))
})

test('Format slugs are unique plurals', () => {
  const slugs = FORMATS.map((format) => format.slug)
  expect(new Set(slugs).size).toBe(19)
  expect(getFormatById(9)?.slug).toBe('classes')
  expect(getFormatById(11)?.slug).toBe('parties')
  expect(getFormatById(12)?.slug).toBe('rallies')
})

test('Formats are found by id and by slug, and unknown ones give null', () => {
  expect(getFormatBySlug('festivals')?.id).toBe(5)
  expect(getFormatBySlug('festival')).toBeNull()
  expect(getFormatById(20)).toBeNull()
})
