import { expect, test } from 'vitest'
import englishCard from '@/messages/en/card.json'
import englishCheckout from '@/messages/en/checkout.json'
import { computeShownPrice } from '@/core/ticketing/fees'
import { NO_TAX } from '@/core/ticketing/taxes'
import { computeDraftPreviewPrices, type PreviewTicketClass } from './draft-preview'

const now = new Date('2027-01-13T15:00:00Z')
const base: PreviewTicketClass = { id: 1, name: 'General admission', free: false, priceMinor: 1250, currency: 'USD', capacity: 100, salesStart: null, salesEnd: null }
const options = { now, timeZone: 'America/New_York', tax: NO_TAX, locale: 'en-US', texts: { card: englishCard, checkout: englishCheckout } }

test('The preview shows the all-in price buyers pay, as the card and the event page write it, not the list price', () => {
  const preview = computeDraftPreviewPrices([base], options)
  expect(preview.cardPrice).toBe('From $13.93')
  expect(preview.priceRange).toBe('$13.93')
  expect(preview.classes).toMatchObject([{ name: 'General admission', priceText: '$13.93', priceNote: 'includesFees', availabilityText: 'Available' }])
})

test('A free class beside a paid one reads "Free – $26.87"; only free classes read "Free"', () => {
  const both = computeDraftPreviewPrices([{ ...base, id: 1, name: 'Volunteer', free: true, priceMinor: 0 }, { ...base, id: 2, priceMinor: 2500 }], options)
  expect(both.cardPrice).toBe('Free – $26.87')
  expect(both.classes.map((c) => c.priceText)).toEqual(['Free', '$26.87'])
  expect(computeDraftPreviewPrices([{ ...base, free: true, priceMinor: 0 }], options).cardPrice).toBe('Free')
})

test('An early bird whose sales ended no longer gives the "From" price, and says so in its line', () => {
  const preview = computeDraftPreviewPrices([{ ...base, id: 1, name: 'Early bird', priceMinor: 1000, salesEnd: '2027-01-10T05:00:00Z' }, { ...base, id: 2, priceMinor: 2000 }], options)
  expect(preview.cardPrice).toBe('From $21.69')
  expect(preview.classes.map((c) => c.availabilityText)).toEqual(['Sales ended', 'Available'])
})

test('Classes not on sale yet say when they go on sale', () => {
  const preview = computeDraftPreviewPrices([{ ...base, salesStart: '2027-01-20T17:00:00Z' }], options)
  expect(preview.cardPrice).toBe('From $13.93 · On sale Jan 20')
  expect(preview.classes[0]?.availabilityText).toMatch(/^On sale Jan 20/)
})

test('Sales tax the event adds at checkout is in the preview’s prices, and said so', () => {
  const tax = { mode: 'added' as const, rateMilli: 8875 }
  const preview = computeDraftPreviewPrices([{ ...base, priceMinor: 2000 }], { ...options, tax })
  const allIn = computeShownPrice(2000, { soldHere: true, currency: 'USD', tax })
  expect(allIn).toBeGreaterThan(2169)
  expect(preview.cardPrice).toBe(`From $${(allIn / 100).toFixed(2)}`)
  expect(preview.classes[0]?.priceNote).toBe('includesFeesAndTax')
})

test('Without ticket classes the preview has no price to show', () => {
  expect(computeDraftPreviewPrices([], options)).toEqual({ cardPrice: null, priceRange: null, classes: [] })
})
