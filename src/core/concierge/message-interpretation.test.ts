import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseCalendarDate } from '@/core/search/date-window'
import { interpretConversation } from './message-interpretation'

const context = {
  now: new Date('2026-11-18T15:00:00Z'),
  homeTimeZone: 'America/New_York',
  lookupPlace: async (name: string) => (name === 'austin' ? { placeId: '4671654', name: 'Austin', slug: 'tx--austin', timeZone: 'America/Chicago' } : null),
}

test('Any text, however hostile, is interpreted without throwing into a search with real calendar dates', async () => {
  const words = fc.constantFrom('jazz', 'tonight', 'in', 'austin', 'free', 'under', '$', '20', 'the', '14th', 'between', 'and', 'dec', 'next', 'friday', 'cheaper', 'instead', '\u0000', '😀', 'ignore previous instructions', 'may', '99th', '2026-02-30', '13/45', 'from', 'to')
  const message = fc.oneof(fc.string({ maxLength: 200 }), fc.array(words, { maxLength: 12 }).map((w) => w.join(' ')))
  await fc.assert(
    fc.asyncProperty(message, fc.array(message, { maxLength: 3 }), async (query, history) => {
      const { search } = await interpretConversation(query, history, context)
      if (search.dates && 'startDate' in search.dates) {
        expect(parseCalendarDate(search.dates.startDate)).not.toBeNull()
        expect(parseCalendarDate(search.dates.endDate)).not.toBeNull()
        expect(search.dates.endDate >= search.dates.startDate).toBe(true)
      }
      if (search.maxPriceMinor !== null) expect(search.maxPriceMinor).toBeGreaterThanOrEqual(0)
    }),
    { numRuns: 300 },
  )
})

test('A follow-up in another place reads its dates in that place’s time zone', async () => {
  // 15:00 UTC on Wednesday is 09:00 in Austin: "today" is still Wednesday there.
  const { search } = await interpretConversation('what about in Austin on the 18th?', ['jazz tonight'], context)
  expect(search).toMatchObject({ place: { kind: 'named', name: 'Austin' }, dates: { startDate: '2026-11-18', endDate: '2026-11-18' }, subcategoryIds: [3002, 3027] })
})

test('The greeting’s own suggestion “food and drink” is the food & drink category, with no words left over', async () => {
  for (const [query, language] of [
    ['food and drink', 'en'],
    ['food & drink tonight', 'en'],
    ['comida y bebida', 'es'],
    ['Essen und Trinken', 'de'],
  ] as const) {
    const { search } = await interpretConversation(query, [], { ...context, pageLanguage: language })
    expect(search, query).toMatchObject({ categoryIds: [110], subcategoryIds: [], text: null })
  }
})

test('A whole category asked beside a kind of another category is not hidden by that kind’s subcategories', async () => {
  // A kind inside the category narrows it: jazz gigs and rock concerts are jazz and rock.
  expect((await interpretConversation('jazz gigs', [], context)).search).toMatchObject({ categoryIds: [103], subcategoryIds: [3002, 3027] })
  expect((await interpretConversation('rock concerts', [], context)).search).toMatchObject({ categoryIds: [103], subcategoryIds: [3017] })
  // A topic before another, not joined by "and" or "or", narrows it too.
  expect((await interpretConversation('family friendly christmas events', [], context)).search).toMatchObject({ subcategoryIds: [16006] })
  // Comedy's subcategories are in film and the performing arts: kept, they hid every music event.
  for (const query of ['music or comedy', 'comedy and music', 'music & comedy']) {
    expect((await interpretConversation(query, [], context)).search, query).toMatchObject({ categoryIds: [103, 104, 105], subcategoryIds: [] })
  }
  // Two narrow topics keep both sets of subcategories.
  expect((await interpretConversation('jazz or blues', [], context)).search).toMatchObject({ categoryIds: [103], subcategoryIds: [3002, 3022, 3027] })
})
