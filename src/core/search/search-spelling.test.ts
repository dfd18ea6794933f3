import { afterAll, beforeAll, expect, test } from 'vitest'
import { createNewYorkSearchDb, type NewYorkSearchDb } from '../../../tests/helpers/new-york-search-db'
import type { SearchEventsInput } from './search-events'

// Issue 22: typos and partial words, as a new user typed them in New York.
let ny: NewYorkSearchDb

beforeAll(async () => {
  ny = await createNewYorkSearchDb(new Date('2026-11-18T15:00:00Z'))
  const names = [
    'Brooklyn Blues & Jazz Show',
    'Late Night Jazz Trio',
    'Jazz Brunch in Harlem',
    'Local Stand-Up Comedy Live',
    'Comedy Cellar Open Mic',
    'Improv Comedy Jam',
    'Sunrise Yoga Flow',
    'Rooftop Yoga Class',
    'Delta Blues Revue',
    'Bluegrass Picking Circle',
    'Jazzy Afternoon Tea',
  ]
  for (const [i, name] of names.entries()) await ny.addEvent(i + 1, { name })
}, 60_000)

afterAll(async () => {
  await ny.handle.close()
})

const search = (text: string, over: Partial<SearchEventsInput> = {}) => ny.search({ text, ...over })
const names = async (text: string, over: Partial<SearchEventsInput> = {}) => (await search(text, over)).events.results.map((e) => e.name).sort()

test('"comdey" shows the comedy events and says it searched comedy instead', async () => {
  const result = await search('comdey')
  expect(result.spelling).toEqual({ original: 'comdey', corrected: 'comedy', showingCorrected: true })
  expect(result.events.results.map((e) => e.name).sort()).toEqual(['Comedy Cellar Open Mic', 'Improv Comedy Jam', 'Local Stand-Up Comedy Live'])
  expect(result.events.pagination.object_count).toBe(3)
})

test('"yogga" and "jazzz" find yoga and jazz', async () => {
  expect(await names('yogga')).toEqual(['Rooftop Yoga Class', 'Sunrise Yoga Flow'])
  expect(await names('jazzz')).toEqual(['Brooklyn Blues & Jazz Show', 'Jazz Brunch in Harlem', 'Late Night Jazz Trio'])
  expect((await search('Yogga')).spelling?.corrected).toBe('yoga')
})

test('A partial last word matches the words it starts: "jaz" finds jazz, "blu" finds blues and bluegrass', async () => {
  const jaz = await search('jaz')
  expect(jaz.spelling).toBeNull()
  expect(jaz.events.results.map((e) => e.name)).toEqual(
    expect.arrayContaining(['Brooklyn Blues & Jazz Show', 'Late Night Jazz Trio', 'Jazz Brunch in Harlem', 'Jazzy Afternoon Tea']),
  )
  expect(await names('blu')).toEqual(['Bluegrass Picking Circle', 'Brooklyn Blues & Jazz Show', 'Delta Blues Revue'])
  expect(await names('delta blu')).toEqual(['Delta Blues Revue'])
})

test('Only the last word completes: a mistyped earlier word is corrected instead', async () => {
  const result = await search('jaz brunch')
  expect(result.spelling).toEqual({ original: 'jaz brunch', corrected: 'jazz brunch', showingCorrected: true })
  expect(result.events.results.map((e) => e.name)).toEqual(['Jazz Brunch in Harlem'])
})

test('Searching exactly what was typed finds nothing for a typo and offers no correction', async () => {
  const result = await search('comdey', { exact: true })
  expect(result.spelling).toBeNull()
  expect(result.events.results).toEqual([])
})

test('Correctly spelled words are searched as typed, with no correction offered', async () => {
  const result = await search('comedy')
  expect(result.spelling).toBeNull()
  expect(result.events.pagination.object_count).toBe(3)
})

test('A word nothing resembles finds nothing and offers nothing', async () => {
  const result = await search('xylophone')
  expect(result.spelling).toBeNull()
  expect(result.events.results).toEqual([])
})

test('Quoted phrases, -exclusions and "or" still work as written', async () => {
  expect(await names('"jazz brunch"')).toEqual(['Jazz Brunch in Harlem'])
  expect(await names('jazz -brunch -jazzy')).toEqual(['Brooklyn Blues & Jazz Show', 'Late Night Jazz Trio'])
  expect(await names('yoga or improv')).toEqual(['Improv Comedy Jam', 'Rooftop Yoga Class', 'Sunrise Yoga Flow'])
})
