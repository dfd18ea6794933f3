import { expect, test } from 'vitest'
import { computePriceRangeText, computePriceText } from './price-text'

test('Free events say Free', () => {
  expect(computePriceText({ isFree: true, minPriceMinor: 0, currency: 'USD' })).toBe('Free')
})

test('Paid events show the lowest price in major units', () => {
  expect(computePriceText({ isFree: false, minPriceMinor: 2500, currency: 'USD' })).toBe('From $25')
  expect(computePriceText({ isFree: false, minPriceMinor: 1999, currency: 'GBP' })).toBe('From £19.99')
  expect(computePriceText({ isFree: false, minPriceMinor: 1000, currency: null }, 'starts-at')).toBe('Starts at $10')
})

test('Events without a known price ask the visitor to check the event', () => {
  expect(computePriceText({ isFree: false, minPriceMinor: null, currency: 'USD' })).toBe('Check ticket price on event')
})

test('Free and paid tickets together read "Free – " and the highest price, on cards and in the chat alike', () => {
  expect(computePriceText({ isFree: false, minPriceMinor: 0, maxPriceMinor: 2687, currency: 'USD' })).toBe('Free – $26.87')
  expect(computePriceText({ isFree: false, minPriceMinor: 0, maxPriceMinor: 2687, currency: 'USD' }, 'starts-at')).toBe('Free – $26.87')
})

test('Prices of tickets not on sale yet say when they go on sale, on the day of the event’s zone', () => {
  const salesStart = { date: new Date('2027-01-21T03:00:00Z'), timeZone: 'America/New_York' }
  expect(computePriceText({ isFree: false, minPriceMinor: 1200, maxPriceMinor: 1200, currency: 'USD', salesStart })).toBe('From $12 · On sale Jan 20')
  expect(computePriceText({ isFree: true, minPriceMinor: 0, currency: 'USD', salesStart })).toBe('Free · On sale Jan 20')
})

test('The event page’s range reads low – high, one price when they are equal, or "Free – " the highest', () => {
  expect(computePriceRangeText({ isFree: false, minPriceMinor: 1134, maxPriceMinor: 3000, currency: 'USD' })).toBe('$11.34 – $30')
  expect(computePriceRangeText({ isFree: false, minPriceMinor: 1134, maxPriceMinor: 1134, currency: 'USD' })).toBe('$11.34')
  expect(computePriceRangeText({ isFree: false, minPriceMinor: 0, maxPriceMinor: 2687, currency: 'USD' })).toBe('Free – $26.87')
  expect(computePriceRangeText({ isFree: true, minPriceMinor: 0, maxPriceMinor: 0, currency: 'USD' })).toBe('Free')
  expect(computePriceRangeText({ isFree: false, minPriceMinor: null, currency: 'USD' })).toBe('Check ticket price on event')
})
