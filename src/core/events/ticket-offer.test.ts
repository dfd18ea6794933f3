import { expect, test } from 'vitest'
import { computeClassOffer, computeTicketOffer, isEventCancelled } from './ticket-offer'

test('A cancelled event offers nothing to buy and no wait-list, whatever its ticket classes say', () => {
  expect(isEventCancelled('cancelled')).toBe(true)
  expect(computeTicketOffer('cancelled', ['AVAILABLE'])).toBe('cancelled')
  expect(computeTicketOffer('cancelled', ['SOLD_OUT'])).toBe('cancelled')
  expect(computeTicketOffer('cancelled', [])).toBe('cancelled')
  expect(computeClassOffer('cancelled', 'SOLD_OUT')).toBe('cancelled')
  expect(computeClassOffer('cancelled', 'AVAILABLE')).toBe('cancelled')
})

test('A live or postponed event is not cancelled', () => {
  expect(isEventCancelled('live')).toBe(false)
  expect(isEventCancelled('postponed')).toBe(false)
  expect(isEventCancelled('draft')).toBe(false)
})

test('An event whose every class is sold out offers the wait-list instead of Get tickets', () => {
  expect(computeTicketOffer('live', ['SOLD_OUT'])).toBe('waitlist')
  expect(computeTicketOffer('live', ['SOLD_OUT', 'SOLD_OUT'])).toBe('waitlist')
  // Nothing else can be bought: a class whose sales ended leaves the sold-out one's wait-list.
  expect(computeTicketOffer('live', ['SALES_ENDED', 'SOLD_OUT'])).toBe('waitlist')
})

test('One class on sale is enough for Get tickets, and a sold-out class beside it still offers its own wait-list', () => {
  expect(computeTicketOffer('live', ['SOLD_OUT', 'AVAILABLE'])).toBe('tickets')
  expect(computeClassOffer('live', 'AVAILABLE')).toBe('tickets')
  expect(computeClassOffer('live', 'SOLD_OUT')).toBe('waitlist')
})

test('Classes outside their sales window offer nothing to buy and no wait-list', () => {
  expect(computeClassOffer('live', 'SALES_ENDED')).toBe('closed')
  expect(computeClassOffer('live', 'NOT_YET_ON_SALE')).toBe('closed')
  expect(computeTicketOffer('live', ['SALES_ENDED', 'NOT_YET_ON_SALE'])).toBe('closed')
  expect(computeTicketOffer('live', [])).toBe('closed')
})
