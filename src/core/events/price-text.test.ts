import { expect, test } from 'vitest'
import { computePriceText } from './price-text'

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
