// The built-in event writer's pure rules (issue 20): titles from a creator's words, end times, ticket
// classes, and descriptions in which every character is text. Also the image check by content.
import { expect, test } from 'vitest'
import { detectUploadableImageType } from '@/core/images/image-signature'
import { isRealLocalTime } from './creator-rules'
import { addMinutesToLocal, classifyWhat, paragraphsToHtml, ticketClassesFor, titleFromWhat, writeDraftTexts, type AutoCreateAnswers } from './auto-create-rules'

const answers = (over: Partial<AutoCreateAnswers> = {}): AutoCreateAnswers => ({
  what: 'a pottery workshop for beginners',
  when: { start: { local: '2030-03-10T10:00:00', timezone: 'Europe/Berlin' }, durationMinutes: 90 },
  where: { online: false, venue: { name: 'Clay Loft', address1: 'Hofweg 2', city: 'Berlin', country: 'DE', latitude: 52.5, longitude: 13.4 } },
  price: { currency: 'EUR', valueMinor: 4000 },
  capacity: 12,
  mood: 'inspiring',
  ...over,
})

test('A title is the first sentence of the answer, without the article, in title case', () => {
  expect(titleFromWhat('a jazz night with a local trio. Bring friends!')).toBe('Jazz Night with a Local Trio')
  expect(titleFromWhat("We're hosting our annual bake-off")).toBe('Annual Bake-off')
  expect(titleFromWhat('x'.repeat(200)).length).toBeLessThanOrEqual(80)
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
  const texts = writeDraftTexts(answers({ what: 'a <script>alert(1)</script> pottery workshop' }))
  const html = paragraphsToHtml(texts.paragraphs)
  expect(html).not.toContain('<script>')
  expect(html).toContain('&#60;script&#62;')
  expect(html).toContain('Clay Loft, Hofweg 2, Berlin')
  expect(html).toContain('Tickets from €40, 12 places')
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
