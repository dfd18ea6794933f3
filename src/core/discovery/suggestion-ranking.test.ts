import { expect, test } from 'vitest'
import { computeMatchStrength, rankSuggestions } from './suggestion-ranking'

test('Prefix matches beat word matches, which beat inner matches', () => {
  expect(computeMatchStrength('Jazz brunch', 'jaz')).toBe(3)
  expect(computeMatchStrength('Brooklyn Jazz Nights', 'jaz')).toBe(2)
  expect(computeMatchStrength('Pajazzo', 'jaz')).toBe(1)
  expect(computeMatchStrength('Rock', 'jaz')).toBe(0)
})

test('Suggestions are ranked by match, then source and popularity, without duplicates', () => {
  const ranked = rankSuggestions(
    [
      { text: 'Brooklyn Jazz Nights', source: 'event', popularity: 500 },
      { text: 'jazz', source: 'query', popularity: 40 },
      { text: 'Jazz', source: 'category', popularity: 0 },
      { text: 'jazz brunch', source: 'query', popularity: 90 },
      { text: 'Rock', source: 'category', popularity: 0 },
    ],
    'jaz',
    10,
  )
  expect(ranked).toEqual(['jazz brunch', 'jazz', 'Brooklyn Jazz Nights'])
})

test('At most the requested number of suggestions come back', () => {
  const many = Array.from({ length: 40 }, (_, i) => ({ text: `music ${i}`, source: 'query' as const, popularity: i }))
  expect(rankSuggestions(many, 'mu', 24)).toHaveLength(24)
})
