import { expect, test } from 'vitest'
import { computeEventPriceSummary, type PricedTicketClass } from './price-summary'

const now = new Date('2027-01-13T15:00:00Z')
const day = 86_400_000
const at = (days: number) => new Date(now.getTime() + days * day)

function ticketClass(overrides: Partial<PricedTicketClass>): PricedTicketClass {
  return { kind: 'paid', priceMinor: 2500, currency: 'USD', capacity: 100, sold: 0, salesStart: at(-10), salesEnd: at(10), hidden: false, ...overrides }
}

test('An early bird whose sales ended no longer gives the event its lowest price', () => {
  const summary = computeEventPriceSummary([ticketClass({ priceMinor: 875, salesEnd: at(-1) }), ticketClass({ priceMinor: 1134 }), ticketClass({ priceMinor: 3000 })], now)
  expect(summary).toMatchObject({ isFree: false, minPriceMinor: 1134, maxPriceMinor: 3000, salesStart: null })
})

test('Sold-out and hidden classes do not count', () => {
  const summary = computeEventPriceSummary(
    [ticketClass({ priceMinor: 500, sold: 100 }), ticketClass({ priceMinor: 700, hidden: true }), ticketClass({ priceMinor: 2000 })],
    now,
  )
  expect(summary).toMatchObject({ minPriceMinor: 2000, maxPriceMinor: 2000 })
})

test('Free and paid classes on sale together give a lowest price of 0 and the paid price as the highest', () => {
  const summary = computeEventPriceSummary([ticketClass({ priceMinor: 2687 }), ticketClass({ kind: 'free', priceMinor: 0 })], now)
  expect(summary).toMatchObject({ isFree: false, minPriceMinor: 0, maxPriceMinor: 2687 })
})

test('Only free classes make the event free', () => {
  expect(computeEventPriceSummary([ticketClass({ kind: 'free', priceMinor: 0 })], now)).toMatchObject({ isFree: true, minPriceMinor: 0, maxPriceMinor: 0 })
})

test('When nothing is on sale yet, the classes that go on sale first give the price and their start', () => {
  const summary = computeEventPriceSummary(
    [ticketClass({ priceMinor: 1200, salesStart: at(7) }), ticketClass({ priceMinor: 900, salesStart: at(3) }), ticketClass({ priceMinor: 1500, salesStart: at(3) })],
    now,
  )
  expect(summary).toMatchObject({ minPriceMinor: 900, maxPriceMinor: 1500, salesStart: at(3), validUntil: at(3) })
})

test('Classes on sale now win over cheaper ones that go on sale later', () => {
  const summary = computeEventPriceSummary([ticketClass({ priceMinor: 500, salesStart: at(2) }), ticketClass({ priceMinor: 2500 })], now)
  expect(summary).toMatchObject({ minPriceMinor: 2500, salesStart: null, validUntil: at(2) })
})

test('The summary is due again at the next sales start or end of any class', () => {
  const summary = computeEventPriceSummary([ticketClass({ salesEnd: at(5) }), ticketClass({ salesStart: at(-1), salesEnd: at(9) })], now)
  expect(summary.validUntil).toEqual(at(5))
  expect(computeEventPriceSummary([ticketClass({ salesStart: null, salesEnd: null })], now).validUntil).toBeNull()
})

test('When every class is sold out or ended, the visible classes still give the price', () => {
  const summary = computeEventPriceSummary([ticketClass({ priceMinor: 875, salesEnd: at(-1) }), ticketClass({ priceMinor: 1134, sold: 100 })], now)
  expect(summary).toMatchObject({ minPriceMinor: 875, maxPriceMinor: 1134, salesStart: null })
})

test('An event without classes has no price', () => {
  expect(computeEventPriceSummary([], now)).toEqual({ isFree: false, minPriceMinor: null, maxPriceMinor: null, currency: null, salesStart: null, validUntil: null })
})
