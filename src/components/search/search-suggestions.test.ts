import { expect, test } from 'vitest'
import {
  addToRecent,
  computeAnswersMeanwhile,
  computeSuggestions,
  highlightSegments,
} from './search-suggestions'

test('Matching recent searches come first, at most five, then the autocomplete answers', () => {
  const recent = ['jazz brunch', 'Jazz night', 'yoga', 'jazz 1', 'jazz 2', 'jazz 3', 'jazz 4']
  const suggestions = computeSuggestions('jazz', recent, ['jazz festival', 'Jazz night', 'jazzercise'])
  expect(suggestions).toEqual([
    { text: 'jazz brunch', recent: true },
    { text: 'Jazz night', recent: true },
    { text: 'jazz 1', recent: true },
    { text: 'jazz 2', recent: true },
    { text: 'jazz 3', recent: true },
    { text: 'jazz festival', recent: false },
    { text: 'jazzercise', recent: false },
  ])
})

test('Recent searches that do not contain the typed text are left out', () => {
  expect(computeSuggestions('run', ['yoga', 'brunch'], [])).toEqual([{ text: 'brunch', recent: true }])
})

test('No more than 24 suggestions are shown, and none for empty text', () => {
  const answers = Array.from({ length: 40 }, (_, i) => `music ${i}`)
  expect(computeSuggestions('music', [], answers)).toHaveLength(24)
  expect(computeSuggestions('  ', ['a'], ['a'])).toEqual([])
})

test('The typed text is highlighted wherever it appears, ignoring case', () => {
  expect(highlightSegments('Jazz in the jazz club', 'jazz')).toEqual([
    { text: 'Jazz', match: true },
    { text: ' in the ', match: false },
    { text: 'jazz', match: true },
    { text: ' club', match: false },
  ])
})

test('A typed text that is not a valid pattern highlights nothing', () => {
  expect(highlightSegments('c++ meetup', 'c++')).toEqual([{ text: 'c++ meetup', match: false }])
  expect(highlightSegments('abc', 'x*')).toEqual([{ text: 'abc', match: false }])
})

test('A new recent search goes first and replaces its older copy', () => {
  expect(addToRecent(['yoga', 'Jazz'], 'jazz ')).toEqual(['jazz', 'yoga'])
  expect(addToRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b'])
})

test('While new text is answered, the previous answers that still contain it stay, and none after a failure', () => {
  const previous = { answers: ['jazz festival', 'Jazzercise', 'jam session'], failed: false }
  expect(computeAnswersMeanwhile('jazz', previous, true)).toEqual(['jazz festival', 'Jazzercise'])
  expect(computeAnswersMeanwhile('jazz f', previous, true)).toEqual(['jazz festival'])
  expect(computeAnswersMeanwhile('yoga', previous, true)).toEqual([])
  expect(computeAnswersMeanwhile('jazz', { ...previous, failed: true }, true)).toEqual([])
  expect(computeAnswersMeanwhile('jazz', null, true)).toEqual([])
  // A place autocomplete cannot run for: its old answers are not for this place.
  expect(computeAnswersMeanwhile('jazz', previous, false)).toEqual([])
})
