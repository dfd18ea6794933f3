import { expect, test } from 'vitest'
import { computeOwnImageSrc, formatResultDate, formatResultPrice, randomThreadId, sanitizeChatInput, shouldSendMessage } from './chat-text'

test('Chat input loses control characters and newlines, keeps text, and stops at 500 characters', () => {
  expect(sanitizeChatInput('jazz\ntonight\r\nin\u2028Brooklyn')).toBe('jazz tonight in Brooklyn')
  expect(sanitizeChatInput('a\u0000b\u0007c\u00a0d')).toBe('abc d')
  expect(sanitizeChatInput('x'.repeat(600))).toHaveLength(500)
})

test('Empty messages and the current query again are not sent', () => {
  expect(shouldSendMessage('   ', null)).toBe(false)
  expect(shouldSendMessage(' jazz ', 'jazz')).toBe(false)
  expect(shouldSendMessage('jazz tonight', 'jazz')).toBe(true)
  expect(shouldSendMessage('jazz', null)).toBe(true)
})

test('Result dates read in US English short form, in the event’s own time', () => {
  expect(formatResultDate('2026-11-20T19:00:00-05:00')).toBe('Fri, Nov 20, 7:00 PM')
  expect(formatResultDate('2026-11-21T09:30:00+11:00')).toBe('Sat, Nov 21, 9:30 AM')
  expect(formatResultDate('not a date')).toBe('')
})

test('Result prices read "Starts at $" plus the low price, or Free', () => {
  expect(formatResultPrice({ lowPrice: 25 })).toBe('Starts at $25')
  expect(formatResultPrice({ lowPrice: 12.5 })).toBe('Starts at $12.50')
  expect(formatResultPrice({ lowPrice: 0, highPrice: 0 })).toBe('Free')
  expect(formatResultPrice(undefined)).toBe('')
  expect(formatResultPrice({ lowPrice: 25, priceCurrency: 'GBP' })).toBe('Starts at £25')
  expect(formatResultPrice({ lowPrice: 12.5, priceCurrency: 'EUR' })).toBe('Starts at €12.50')
})

test('A result with free and paid tickets reads "Free – " and the highest price, not plain Free', () => {
  expect(formatResultPrice({ lowPrice: 0, highPrice: 26.87, priceCurrency: 'USD' })).toBe('Free – $26.87')
})

test('A result whose tickets are not on sale yet says when they go on sale, on the day of its own zone', () => {
  expect(formatResultPrice({ lowPrice: 12, highPrice: 12, availabilityStarts: '2027-01-20T23:30:00-05:00' })).toBe('Starts at $12 · On sale Jan 20')
})

test('Each chat session gets a random version 4 UUID', () => {
  const a = randomThreadId()
  expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(randomThreadId()).not.toBe(a)
})

test('A result picture of the site loads from the page\'s own origin, whatever name the site is configured under', () => {
  expect(computeOwnImageSrc('http://localhost:3000/home/_next/image/?url=%2Fimages%2Fdemo%2F1.webp&w=640&q=75')).toBe('/home/_next/image/?url=%2Fimages%2Fdemo%2F1.webp&w=640&q=75')
  expect(computeOwnImageSrc('https://tessera.example/images/demo/music-3.webp')).toBe('/images/demo/music-3.webp')
  expect(computeOwnImageSrc('https://cdn.elsewhere.example/pictures/1.jpg')).toBe('https://cdn.elsewhere.example/pictures/1.jpg')
})
