import { expect, test } from 'vitest'
import { DATE_WORDS } from './date-phrases'
import {
  interpretConversation,
  interpretedPart,
  MAX_CORRECTED_WORDS_PER_MESSAGE,
  MAX_INTERPRETED_HISTORY,
  MAX_INTERPRETED_MESSAGE_CHARS,
  MAX_TEXT_WORDS,
} from './message-interpretation'
import { createSpellingIndex, isCorrectionCandidate } from './spelling'
import { TOPIC_WORDS } from './topic-synonyms'

// Issue 21 finding 2: the worst case the ask call accepts (20 earlier messages of 1,000 characters) costs
// a bounded number of place lookups (database queries), a bounded text query and bounded interpretation
// work, whatever the words.
const wall = (unit: string, length = 1000) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
const context = {
  now: new Date('2026-11-25T12:00:00Z'),
  homeTimeZone: 'America/New_York',
  lookupPlace: async () => null,
}

test('A conversation full of "in somewhere" looks up a bounded number of places, the new message included', async () => {
  const asked: string[] = []
  const lookupPlace = async (name: string) => {
    asked.push(name)
    return name === 'boston'
      ? { placeId: '1', name: 'Boston', slug: 'ma--boston', timeZone: 'America/New_York' }
      : null
  }
  const result = await interpretConversation('jazz in boston', Array(20).fill(wall('in springfeld ')), {
    ...context,
    lookupPlace,
  })
  expect(asked.length).toBeLessThanOrEqual(16)
  expect(result.search.place).toMatchObject({ kind: 'named', name: 'Boston' })
})

test('A wall of unknown words becomes a short text search, not a thousand-word query', async () => {
  const result = await interpretConversation(wall('zorblat quimfer '), [], context)
  expect(result.search.text?.split(' ').length).toBe(MAX_TEXT_WORDS)
})

test('Only the latest earlier messages are read: what an older one asked for is forgotten', async () => {
  const fillers = Array<string>(MAX_INTERPRETED_HISTORY).fill('and on the weekend')
  const remembered = await interpretConversation('cheaper ones?', ['free jazz', ...fillers.slice(1)], context)
  expect(remembered.search.price).toBe('free')
  const forgotten = await interpretConversation('cheaper ones?', ['free jazz', ...fillers], context)
  expect(forgotten.search.price).toBeNull()
  expect(forgotten.search.dates).toEqual({ keyword: 'this_weekend' })
})

test('Only the first 500 characters of a message are read, cut between words', async () => {
  expect(interpretedPart('jazz tonight')).toBe('jazz tonight')
  const long = `${wall('blah ', 495)}jazzy music tonight`
  const part = interpretedPart(long)
  expect(part.length).toBeLessThanOrEqual(MAX_INTERPRETED_MESSAGE_CHARS)
  expect(part.endsWith(' jazzy')).toBe(true)
  expect(interpretedPart(`${wall('blah ', 497)}jazzy music`).endsWith(' blah')).toBe(true)
  expect(interpretedPart('x'.repeat(2000))).toHaveLength(MAX_INTERPRETED_MESSAGE_CHARS)
  const result = await interpretConversation(`${wall('blah ', 600)} tonight`, [], context)
  expect(result.search.dates).toBeNull()
})

test('Spelling is corrected for a bounded number of unknown words per message; later typos stay as typed', async () => {
  const corrected = await interpretConversation('concrt', [], context)
  expect(corrected.search.text).toBeNull()
  expect(corrected.search.categoryIds.length + corrected.search.subcategoryIds.length).toBeGreaterThan(0)
  // Distinct unknown words that reach the corrector use up the message's budget first.
  const unknown = Array.from(
    { length: MAX_CORRECTED_WORDS_PER_MESSAGE },
    (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}xvw`,
  )
  const topicIndex = createSpellingIndex(TOPIC_WORDS)
  expect(unknown.every((w) => isCorrectionCandidate(w, topicIndex))).toBe(true)
  const late = await interpretConversation(`${unknown.join(' ')} concrt`, [], context)
  expect(late.search.categoryIds).toEqual([])
  expect(late.search.subcategoryIds).toEqual([])
})

test('Known, short and non-letter words cost the spelling budget nothing', () => {
  const dateIndex = createSpellingIndex(DATE_WORDS)
  expect(isCorrectionCandidate('tomorrow', dateIndex)).toBe(false)
  expect(isCorrectionCandidate('jazz', dateIndex)).toBe(false)
  expect(isCorrectionCandidate('20th', dateIndex)).toBe(false)
  expect(isCorrectionCandidate('x'.repeat(40), dateIndex)).toBe(false)
  expect(isCorrectionCandidate('tomorow', dateIndex)).toBe(true)
})

test('The worst-case ask interprets in bounded time and never holds the event loop for long', async () => {
  let x = 7
  const word = () =>
    Array.from({ length: 5 + (x % 5) }, () =>
      String.fromCharCode(97 + ((x = (x * 1103515245 + 12345) >>> 0) % 26)),
    ).join('')
  const message = () => {
    let text = ''
    while (text.length < 990) text += `${word()} in ${word()} `
    return text.slice(0, 1000)
  }
  // Warm the rules up (first use compiles chrono's patterns), then time a fresh worst case.
  await interpretConversation(message(), [message()], context)
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 1)
  const started = process.cpuUsage()
  await interpretConversation(message(), Array.from({ length: 20 }, message), context)
  const used = process.cpuUsage(started)
  clearInterval(timer)
  // Generous bounds for a loaded CI machine; before the bounds this took ~100 ms of CPU with 20 ms pieces.
  expect((used.user + used.system) / 1000).toBeLessThan(250)
  expect(longest).toBeLessThan(60)
})
