import { expect, test } from 'vitest'
import { buildEventNameIndex, matchEventNames, matchOrganizerNames } from './event-name-index'

const events = [
  { id: 1, series: null, name: 'Jazz at the Museum', bookmarks: 5, startMs: 3, organizer: { name: 'Harlem Jazz Society', followers: 10 } },
  { id: 2, series: null, name: 'Brooklyn Music Festival', bookmarks: 40, startMs: 2, organizer: { name: 'Brooklyn Sounds', followers: 50 } },
  { id: 3, series: null, name: 'Música en Vivo', bookmarks: 40, startMs: 1, organizer: { name: 'Jazzmatazz Presents', followers: 90 } },
  { id: 4, series: null, name: 'Startup Mixer', bookmarks: 90, startMs: 9, organizer: { name: 'Brooklyn Sounds', followers: 50 } },
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

test('A repeating event is suggested once, by its first date in suggestion order', () => {
  const organizer = { name: 'Blues Nights', followers: 1 }
  const dates = [10, 11, 12].map((id, i) => ({ id, series: 7, name: 'Brooklyn Blues & Jazz Show', bookmarks: 3, startMs: 20 + i, organizer }))
  const index = buildEventNameIndex([...dates.reverse(), ...events])
  expect(matchEventNames(index, 'jazz', 10)).toEqual([1, 10])
})

test('The organizers of the area’s events are suggested when their name holds the typed text, most followed first', () => {
  const index = buildEventNameIndex(events)
  expect(matchOrganizerNames(index, 'jaz', 5)).toEqual([
    { term: 'Jazzmatazz Presents', count: 90 },
    { term: 'Harlem Jazz Society', count: 10 },
  ])
  expect(matchOrganizerNames(index, 'brooklyn', 5)).toEqual([{ term: 'Brooklyn Sounds', count: 50 }])
  expect(matchOrganizerNames(index, 'ja', 5)).toEqual([])
})
