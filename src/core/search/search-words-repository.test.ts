import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { insertEvent } from '../../../tests/factories/insert-event'
import { createTestDb } from '../../../tests/helpers/test-db'
import { computeSearchTextPlan, splitSearchWords } from './search-words'
import { findWordFacts } from './search-words-repository'

let handle: DbHandle

beforeAll(async () => {
  handle = await createTestDb()
  const names = ['Brooklyn Jazz Nights', 'Jazz Brunch', 'Jazzy Afternoon', 'Local Stand-Up Comedy Live', 'Sunrise Yoga Flow', 'Delta Blues Revue', 'Bluegrass Jam']
  for (const name of names) await insertEvent(handle.db, { name, summary: '' })
}, 60_000)

afterAll(async () => {
  await handle.close()
})

const plan = async (text: string) => computeSearchTextPlan(await findWordFacts(handle.db, splitSearchWords(text), { completeLast: true }))

test('Every word of a new event joins the vocabulary', async () => {
  const words = (await queryRows<{ word: string }>(handle.db, sql`select word from search_words order by word`)).map((r) => r.word)
  expect(words).toEqual(expect.arrayContaining(['brooklyn', 'jazz', 'stand', 'up', 'comedy', 'yoga', 'blues', 'bluegrass']))
})

test('A renamed event brings its new words', async () => {
  const event = await insertEvent(handle.db, { name: 'Quiet evening', summary: '' })
  await handle.db.execute(sql`update events set name = 'Salsa social' where id = ${event.id}`)
  const rows = await queryRows<{ word: string }>(handle.db, sql`select word from search_words where word = 'salsa'`)
  expect(rows).toHaveLength(1)
})

test('The issue’s typos are corrected against what is indexed', async () => {
  expect((await plan('comdey')).correction?.text).toBe('comedy')
  expect((await plan('yogga')).correction?.text).toBe('yoga')
  expect((await plan('jazzz')).correction?.text).toBe('jazz')
  expect((await plan('jaz brunch')).correction?.text).toBe('jazz brunch')
})

test('A partial last word completes to the indexed words it starts', async () => {
  const blu = await plan('blu')
  expect(blu.correction).toBeNull()
  expect(blu.query).toContain("'blues'")
  expect(blu.query).toContain("'bluegrass'")
  expect((await plan('jaz')).query).toContain("'jazz'")
})

test('Words that are indexed are searched as typed', async () => {
  expect(await plan('jazz brunch')).toEqual({ words: ['jazz', 'brunch'], query: "'jazz' & 'brunch'", phrases: ["'jazz' <-> 'brunch'", "'jazz-brunch'"], correction: null, anyQuery: "'jazz' | 'brunch'" })
})
