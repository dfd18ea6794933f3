import { expect, test } from 'vitest'
import { buildEventNameIndex, matchEventNames } from './event-name-index'

const events = [
  { id: 1, name: 'Jazz at the Museum', bookmarks: 5, startMs: 3 },
  { id: 2, name: 'Brooklyn Music Festival', bookmarks: 40, startMs: 2 },
  { id: 3, name: 'Música en Vivo', bookmarks: 40, startMs: 1 },
  { id: 4, name: 'Startup Mixer', bookmarks: 90, startMs: 9 },
]

test('Typed text matches the start of any word of an event name, most saved first', () => {
  const index = buildEventNameIndex(events)
  expect(matchEventNames(index, 'mu', 10)).toEqual([3, 2, 1])
  expect(matchEventNames(index, 'MUS', 2)).toEqual([3, 2])
})

test('Every typed word must start a word of the name, in any order', () => {
  const index = buildEventNameIndex(events)
  expect(matchEventNames(index, 'festival brook', 10)).toEqual([2])
  expect(matchEventNames(index, 'jazz fest', 10)).toEqual([])
})

test('Accents and punctuation do not matter, and one letter alone suggests nothing', () => {
  const index = buildEventNameIndex(events)
  expect(matchEventNames(index, 'musica!', 10)).toEqual([3])
  expect(matchEventNames(index, 'm', 10)).toEqual([])
  expect(matchEventNames(index, '  ', 10)).toEqual([])
})

test('A word inside a word does not match', () => {
  expect(matchEventNames(buildEventNameIndex(events), 'art', 10)).toEqual([])
})
