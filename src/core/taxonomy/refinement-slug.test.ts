import { expect, test } from 'vitest'
import { toRefinementSlug } from './refinement-slug'

test('A spaced slash leaves a double hyphen', () => {
  expect(toRefinementSlug('EDM / Electronic')).toBe('edm--electronic')
  expect(toRefinementSlug('Hip Hop / Rap')).toBe('hip-hop--rap')
})

test('A slash between words is dropped and a trailing space becomes a trailing hyphen', () => {
  expect(toRefinementSlug('County/Municipal Government ')).toBe('countymunicipal-government-')
})

test('An ampersand becomes "and"', () => {
  expect(toRefinementSlug('Children & Youth ')).toBe('children-and-youth-')
  expect(toRefinementSlug('R&B')).toBe('randb')
})

test('Plus signs are dropped', () => {
  expect(toRefinementSlug('LGBTQIA+')).toBe('lgbtqia')
})
