import { expect, test } from 'vitest'
import { chooseCorrection, compileSearchSyntax, compileWordsQuery, computeSearchTextPlan, editDistance, splitSearchWords, type WordFacts } from './search-words'

const vocabulary = [
  { word: 'jazz', docCount: 120 },
  { word: 'jazzy', docCount: 4 },
  { word: 'comedy', docCount: 80 },
  { word: 'comet', docCount: 2 },
  { word: 'yoga', docCount: 60 },
  { word: 'toga', docCount: 1 },
]

test('Typed text splits into lower-case words of letters and digits', () => {
  expect(splitSearchWords('Stand-Up  Comedy, NYC!')).toEqual(['stand', 'up', 'comedy', 'nyc'])
  expect(splitSearchWords('Café 2026')).toEqual(['café', '2026'])
})

test('A swap of two neighbouring letters is one edit', () => {
  expect(editDistance('comdey', 'comedy')).toBe(1)
  expect(editDistance('yogga', 'yoga')).toBe(1)
  expect(editDistance('jazzz', 'jazz')).toBe(1)
  expect(editDistance('kitten', 'sitting')).toBe(3)
})

test('The issue’s typos are corrected to the words they meant', () => {
  expect(chooseCorrection('comdey', vocabulary)).toBe('comedy')
  expect(chooseCorrection('yogga', vocabulary)).toBe('yoga')
  // jazz and jazzy are both one edit away: the more common word wins.
  expect(chooseCorrection('jazzz', vocabulary)).toBe('jazz')
  expect(chooseCorrection('jaz', vocabulary)).toBe('jazz')
})

test('A word too far from every indexed word is not corrected', () => {
  expect(chooseCorrection('xylophone', vocabulary)).toBeNull()
  expect(chooseCorrection('yga', [{ word: 'yoga', docCount: 1 }, { word: 'ygaxx', docCount: 9 }])).toBe('yoga')
})

const facts = (word: string, f: Partial<WordFacts> = {}): WordFacts => ({ word, known: false, completions: [], neighbours: [], ...f })

test('The last word also matches as the start of an indexed word', () => {
  const plan = computeSearchTextPlan([facts('blu', { completions: ['blues', 'blue', 'bluegrass'] })])
  expect(plan.query).toBe("('blu' | 'blues' | 'blue' | 'bluegrass')")
  expect(plan.correction).toBeNull()
})

test('A known last word is searched as it is, not widened to its completions', () => {
  expect(computeSearchTextPlan([facts('live', { known: true }), facts('the', { known: true, completions: ['theater'] })]).query).toBe("'live' & 'the'")
})

test('Every mistyped word is corrected, and the correction keeps the other words', () => {
  const plan = computeSearchTextPlan([facts('comdey', { neighbours: vocabulary }), facts('night', { known: true })])
  expect(plan.query).toBe("'comdey' & 'night'")
  expect(plan.correction).toEqual({ text: 'comedy night', words: ['comedy', 'night'], query: "'comedy' & 'night'", phrases: ["'comedy' <-> 'night'", "'comedy-night'"], anyQuery: "'comedy' | 'night'" })
})

test('Short words and numbers are never corrected', () => {
  expect(computeSearchTextPlan([facts('dj', { neighbours: [{ word: 'do', docCount: 9 }] }), facts('2026')]).correction).toBeNull()
  expect(compileWordsQuery([], [])).toBeNull()
})

test('Quoted phrases, -exclusions and "or" are searched as written, with nothing completed or corrected', () => {
  expect(compileSearchSyntax('"jazz brunch" -harlem')).toEqual({
    words: ['jazz', 'brunch'],
    query: "('jazz' <-> 'brunch') & !('harlem')",
    phrases: [],
    correction: null,
    anyQuery: null,
  })
  expect(compileSearchSyntax('jazz or blues night')?.query).toBe("('jazz' | 'blues') & 'night'")
  expect(compileSearchSyntax('or jazz')?.query).toBe("'jazz'")
  expect(compileSearchSyntax('jazz brunch')).toBeNull()
  expect(compileSearchSyntax('stand-up comedy')).toBeNull()
})
