import { expect, test } from 'vitest'
import { interpretConversation, MAX_TEXT_WORDS } from './message-interpretation'

// Issue 21 finding 2: the worst case the ask call accepts (20 earlier messages of 1,000 characters) costs
// a bounded number of place lookups (database queries) and a bounded text query, whatever the words.
const wall = (unit: string) => unit.repeat(Math.ceil(1000 / unit.length)).slice(0, 1000)

test('A conversation full of "in somewhere" looks up a bounded number of places, the new message included', async () => {
  const asked: string[] = []
  const context = {
    now: new Date('2026-11-25T12:00:00Z'),
    homeTimeZone: 'America/New_York',
    lookupPlace: async (name: string) => {
      asked.push(name)
      return name === 'boston' ? { placeId: '1', name: 'Boston', slug: 'ma--boston', timeZone: 'America/New_York' } : null
    },
  }
  const result = await interpretConversation('jazz in boston', Array(20).fill(wall('in springfeld ')), context)
  expect(asked.length).toBeLessThanOrEqual(16)
  expect(result.search.place).toMatchObject({ kind: 'named', name: 'Boston' })
})

test('A wall of unknown words becomes a short text search, not a thousand-word query', async () => {
  const context = { now: new Date('2026-11-25T12:00:00Z'), homeTimeZone: 'UTC', lookupPlace: async () => null }
  const result = await interpretConversation(wall('zorblat quimfer '), [], context)
  expect(result.search.text?.split(' ').length).toBe(MAX_TEXT_WORDS)
})
