// The built-in event writer's pure rules (issue 20, issue 38 point 14, decision 053): titles from a
// creator's words that are complete phrases, summaries that add to them, all-in prices, end times, ticket
// classes, and descriptions in which every character is text. Also the image check by content.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { detectUploadableImageType } from '@/core/images/image-signature'
import { formatMoney } from '@/core/money/money'
import { computeShownPrice } from '@/core/ticketing/fees'
import type { TaxRule } from '@/core/ticketing/taxes'
import { MOODS } from './auto-create-moods'
import { isRealLocalTime } from './creator-rules'
import {
  addMinutesToLocal,
  classifyWhat,
  computeDraftPrices,
  fitModelTitle,
  isSummaryOfItsOwn,
  paragraphsToHtml,
  quotesOnlyAllInPrices,
  ticketClassesFor,
  titleFromWhat,
  writeDraftTexts,
  type AutoCreateAnswers,
} from './auto-create-rules'

const answers = (over: Partial<AutoCreateAnswers> = {}): AutoCreateAnswers => ({
  what: 'a pottery workshop for beginners',
  when: { start: { local: '2030-03-10T10:00:00', timezone: 'Europe/Berlin' }, durationMinutes: 90 },
  where: { online: false, venue: { name: 'Clay Loft', address1: 'Hofweg 2', city: 'Berlin', country: 'DE', latitude: 52.5, longitude: 13.4 } },
  price: { currency: 'EUR', valueMinor: 4000 },
  capacity: 12,
  mood: 'inspiring',
  ...over,
})

const NO_TAX_RULE: TaxRule = { mode: 'none', rateMilli: 0 }
const NOW = new Date('2030-01-01T00:00:00Z')

/** The texts the writer drafts for `a`, with the prices a buyer would pay under `tax`. */
function draft(a: AutoCreateAnswers, tax: TaxRule = NO_TAX_RULE) {
  const classes = ticketClassesFor(a, NOW)
  return { classes, texts: writeDraftTexts(a, computeDraftPrices(classes, { tax, now: NOW, timeZone: a.when.start.timezone })) }
}

// Words a creator might type, with joining words, punctuation and a word longer than any title.
const WORDS = ['jazz', 'trio', 'pottery', 'candle-lit', 'evening', 'wine', 'tasting', 'vinyl', 'quiz', 'rooftop', 'salsa', 'beginners', 'Small', 'Café', 'O’Brien’s']
const JOINERS = ['with', 'and', 'for', 'of', 'the', 'a', 'in', 'at', 'from', 'to', '&']
const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 3, arbitrary: fc.constantFrom(...JOINERS) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z]{1,14}$/) },
  { weight: 1, arbitrary: fc.constantFrom('trio,', 'night:', '(live)', '–', 'x'.repeat(90)) },
)
const creatorWords = fc.tuple(fc.constantFrom(...WORDS), fc.array(word, { maxLength: 40 }), fc.constantFrom('', '.', '!', '…', '...')).map(([first, rest, end]) => `${[first, ...rest].join(' ')}${end}`)
const bare = (w: string) => w.toLowerCase().replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&]+$/gu, '')
const anyAnswers = fc.record({
  what: creatorWords,
  currency: fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'),
  valueMinor: fc.oneof(fc.constant(0), fc.integer({ min: 50, max: 250_000 })),
  capacity: fc.integer({ min: 1, max: 500 }),
  mood: fc.constantFrom(...MOODS),
  online: fc.boolean(),
  daysAhead: fc.integer({ min: 1, max: 90 }),
})
const toAnswers = (r: { what: string; currency: string; valueMinor: number; capacity: number; mood: (typeof MOODS)[number]; online: boolean; daysAhead: number }) =>
  answers({
    what: r.what,
    when: { start: { local: new Date(NOW.getTime() + r.daysAhead * 86_400_000).toISOString().slice(0, 19), timezone: 'Europe/Berlin' }, durationMinutes: 120 },
    ...(r.online ? { where: { online: true as const, onlineUrl: 'https://meet.example/x' } } : {}),
    price: { currency: r.currency, valueMinor: r.valueMinor },
    capacity: r.capacity,
    mood: r.mood,
  })

test('A title is the first sentence of the answer, without the article, in title case', () => {
  expect(titleFromWhat('a jazz night with a local trio. Bring friends!')).toBe('Jazz Night with a Local Trio')
  expect(titleFromWhat("We're hosting our annual bake-off")).toBe('Annual Bake-off')
})

test('A long answer gives a title that stops where a phrase ends, never one cut with "…"', () => {
  const long = 'a candle-lit jazz evening with a local trio playing standards from the fifties and sixties in the small back room, with a drink included'
  expect(titleFromWhat(long)).toBe('Candle-lit Jazz Evening with a Local Trio Playing Standards from the Fifties')
  expect(titleFromWhat('Small… jazz night')).toBe('Small')
  // Words that never pause within the limit give no title of theirs: the answers' own kind of event does.
  expect(titleFromWhat('x'.repeat(200))).toBeNull()
  expect(draft(answers({ what: 'x'.repeat(200) })).texts.title).toBe('Inspiring Party in Berlin')
})

test('Whatever the creator types, the title is a complete phrase of their first words within 80 characters', () => {
  fc.assert(
    fc.property(anyAnswers, (r) => {
      const { title } = draft(toAnswers(r)).texts
      expect(title.length).toBeGreaterThan(0)
      expect(title.length).toBeLessThanOrEqual(80)
      expect(title).not.toMatch(/…|\.\.|[,;:–-]$/)
      expect(JOINERS).not.toContain(bare(title.split(' ').at(-1)!))
      expect(title.split('(').length).toBe(title.split(')').length)
      // Whole words from the start of the answer, never part of one; else the answers' kind of event.
      const said = r.what.replace(/…|\.{2,}/g, ' ').split(/\s+/).map(bare)
      const words = title.split(' ').map(bare)
      const fromAnswer = words.every((w, i) => w === said[i])
      expect(fromAnswer || / in Berlin$| Online /.test(title), title).toBe(true)
    }),
  )
  fc.assert(
    fc.property(fc.string({ maxLength: 300 }), (what) => {
      const title = titleFromWhat(what)
      if (title === null) return
      expect(title.length).toBeLessThanOrEqual(80)
      expect(title).not.toMatch(/…|\.\.|^\s|\s$/)
    }),
  )
})

test('A model’s title is kept when complete, shortened to a complete phrase when too long, and dropped when cut', () => {
  expect(fitModelTitle('Garden Jazz After Dark')).toBe('Garden Jazz After Dark')
  expect(fitModelTitle('Garden Jazz After Dark with the Finest Local Trio of Brooklyn Playing the Great Standards of the Fifties')).toBe(
    'Garden Jazz After Dark with the Finest Local Trio of Brooklyn Playing',
  )
  expect(fitModelTitle('Garden Jazz After Dark with the Finest Local…')).toBeNull()
  expect(fitModelTitle('Garden Jazz with')).toBe('Garden Jazz')
})

test('The summary adds to the creator’s words (where, when, from what price) and never repeats them', () => {
  expect(draft(answers({ capacity: 5 })).texts.summary).toBe('An inspiring class at Clay Loft in Berlin on Sunday, March 10. Tickets from €42.39 incl. fees.')
  const comparable = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `
  fc.assert(
    fc.property(anyAnswers, (r) => {
      const a = toAnswers(r)
      const { summary } = draft(a).texts
      expect(summary.length).toBeLessThanOrEqual(140)
      expect(summary).not.toContain('…')
      expect(comparable(summary)).not.toContain(comparable(r.what))
      expect(comparable(r.what)).not.toContain(comparable(summary))
      expect(summary).toMatch(r.online ? / online / : / in Berlin /)
    }),
  )
  // A model's summary that is the creator's words, or part of them, is not one.
  expect(isSummaryOfItsOwn('A jazz night with a local trio.', 'a jazz night with a local trio')).toBe(false)
  expect(isSummaryOfItsOwn('Jazz night', 'a jazz night with a local trio')).toBe(false)
  expect(isSummaryOfItsOwn('A trio, the roses and a long summer evening.', 'a jazz night with a local trio')).toBe(true)
})

test('Every price the texts quote is the all-in price the buyer pays, fee and added sales tax included', () => {
  const tax = fc.constantFrom<TaxRule>(NO_TAX_RULE, { mode: 'added', rateMilli: 8875 }, { mode: 'included', rateMilli: 20_000 })
  fc.assert(
    fc.property(anyAnswers, tax, (r, rule) => {
      const a = toAnswers(r)
      const { classes, texts } = draft(a, rule)
      const allIn = classes.filter((c) => !c.free).map((c) => formatMoney(computeShownPrice(c.priceMinor, { soldHere: true, currency: c.currency, tax: rule }), c.currency))
      const written = [texts.title, texts.summary, ...texts.paragraphs].join('\n').match(/[$€£¥]\s?\d[\d,]*(?:\.\d+)?/g) ?? []
      for (const price of written) expect(allIn).toContain(price)
      // Each paid class's price is written, so a buyer reads what they will pay before checkout.
      for (const price of allIn) expect(written).toContain(price)
    }),
  )
  // €40 with the 3.5% + €0.99 fee is €42.39; with 8.875% sales tax added, €45.94. The early bird's €32 is €34.11.
  expect(draft(answers({ capacity: 5 })).texts.paragraphs).toContain('General admission: €42.39 (incl. fees). 5 places in all.')
  expect(draft(answers({ capacity: 5 }), { mode: 'added', rateMilli: 8875 }).texts.summary).toContain('Tickets from €45.94 incl. fees and tax.')
  expect(draft(answers()).texts.paragraphs).toContain('Early bird: €34.11 (incl. fees) until Sunday, February 24; General admission: €42.39 (incl. fees). 12 places in all.')
})

test('A model’s text that quotes the price before fees is not an all-in text', () => {
  const prices = computeDraftPrices(ticketClassesFor(answers(), NOW), { tax: NO_TAX_RULE, now: NOW, timeZone: 'Europe/Berlin' })
  expect(quotesOnlyAllInPrices('Tickets are €42.39, fees included.', prices, 'EUR')).toBe(true)
  expect(quotesOnlyAllInPrices('Tickets are 42.39 EUR.', prices, 'EUR')).toBe(true)
  expect(quotesOnlyAllInPrices('Tickets are just €40!', prices, 'EUR')).toBe(false)
  expect(quotesOnlyAllInPrices('Tickets are just 40 EUR!', prices, 'EUR')).toBe(false)
  expect(quotesOnlyAllInPrices('Free entry, donations of €5 welcome.', [], 'EUR')).toBe(false)
  expect(quotesOnlyAllInPrices('Doors at 7, two sets.', [], 'EUR')).toBe(true)
})

test('The end is the duration after the start on the wall clock, across midnight too', () => {
  expect(addMinutesToLocal('2030-03-10T23:30:00', 90)).toBe('2030-03-11T01:00:00')
  expect(addMinutesToLocal('2030-03-10T10:00', 45)).toBe('2030-03-10T10:45:00')
})

test('The answer is classified as the concierge reads it, with a fallback when it names nothing known', () => {
  expect(classifyWhat('a pottery workshop for beginners', 'relaxed').formatId).toBe(9)
  expect(classifyWhat('blorp zzyzx', 'professional')).toMatchObject({ categoryId: 199, subcategoryId: null, formatId: 10 })
})

test('A paid event far enough ahead gets an early-bird class; a near or small one a single class', () => {
  const now = new Date('2030-01-01T00:00:00Z')
  const far = ticketClassesFor(answers({ capacity: 50 }), now)
  expect(far.map((c) => [c.name, c.priceMinor, c.capacity])).toEqual([
    ['Early bird', 3200, 10],
    ['General admission', 4000, 40],
  ])
  // Early-bird sales end two weeks before the start (10:00 in Berlin is 09:00 UTC in March).
  expect(far[0]!.salesEnd?.toISOString()).toBe('2030-02-24T09:00:00.000Z')
  expect(ticketClassesFor(answers({ capacity: 50 }), new Date('2030-03-01T00:00:00Z'))).toHaveLength(1)
  expect(ticketClassesFor(answers({ capacity: 5 }), now)).toHaveLength(1)
  expect(ticketClassesFor(answers({ price: { currency: 'EUR', valueMinor: 0 } }), now)).toEqual([
    { name: 'General admission', free: true, priceMinor: 0, currency: 'EUR', capacity: 12, salesEnd: null },
  ])
})

test('The description names when, where and the price, and markup in the answer stays text', () => {
  const { texts } = draft(answers({ what: 'a <script>alert(1)</script> pottery workshop' }))
  const html = paragraphsToHtml(texts.paragraphs)
  expect(html).not.toContain('<script>')
  expect(html).toContain('&#60;script&#62;')
  expect(html).toContain('Clay Loft, Hofweg 2, Berlin')
  expect(html).toContain('General admission: €42.39 (incl. fees). 12 places in all.')
  expect(html).not.toContain('€40')
  expect(html).toContain('1 hour 30 minutes')
  expect(texts.summary.length).toBeLessThanOrEqual(140)
})

test('An image is recognised by its first bytes, whatever it is called', () => {
  expect(detectUploadableImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg')
  expect(detectUploadableImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
  expect(detectUploadableImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  expect(detectUploadableImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
  expect(detectUploadableImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
  expect(detectUploadableImageType(new TextEncoder().encode('PNG, honestly'))).toBeNull()
})

test('A local time must be on the calendar: February 30 and 25 o’clock are not rolled over', () => {
  expect(isRealLocalTime('2028-02-29T19:00:00')).toBe(true)
  expect(isRealLocalTime('2027-02-29T19:00:00')).toBe(false)
  expect(isRealLocalTime('2027-02-30T19:00')).toBe(false)
  expect(isRealLocalTime('2027-03-01T25:00:00')).toBe(false)
  expect(isRealLocalTime('2027-03-01T19:00')).toBe(true)
})
