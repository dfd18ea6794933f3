import { expect, test } from 'vitest'
import { computeSalesStatus, computeUrgencyFlags, type TicketSummary } from './sales-status'
import { isOpenDiscountAvailable } from './open-discount'

const now = new Date('2026-11-21T12:00:00Z')
const tickets = (over: Partial<TicketSummary> = {}): TicketSummary => ({
  capacity: 100,
  sold: 10,
  salesStart: new Date('2026-11-01T00:00:00Z'),
  salesEnd: new Date('2026-12-20T00:00:00Z'),
  hasEarlyBirdOnSale: false,
  ...over,
})

test('Events with tickets left are on sale with no message', () => {
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: false, tickets: tickets(), now })).toEqual({
    salesStatus: 'on_sale',
    message: null,
    messageCode: null,
  })
})

test('An event is sold out when every ticket is sold, but never a series instance', () => {
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: false, tickets: tickets({ sold: 100 }), now }).salesStatus).toBe('sold_out')
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: true, tickets: tickets({ sold: 100 }), now }).salesStatus).toBe('on_sale')
})

test('Ended, future and canceled sales carry a message', () => {
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: false, tickets: tickets({ salesEnd: new Date('2026-11-20T00:00:00Z') }), now }).message).toBe('Sales Ended')
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: false, tickets: tickets({ salesStart: new Date('2026-12-01T00:00:00Z') }), now }).message).toBe('Sales start Dec 1')
  expect(computeSalesStatus({ status: 'canceled', isSeriesInstance: false, tickets: tickets(), now }).message).toBe('Canceled')
})

test('Urgency flags follow sold share, sales end, early bird, saves and age', () => {
  const base = { salesStatus: 'on_sale' as const, bookmarksCount: 0, publishedAt: null, now }
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ sold: 95 }) }).fewTickets).toBe(true)
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ sold: 70 }) }).goingFast).toBe(true)
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ salesEnd: new Date('2026-11-23T00:00:00Z') }) }).salesEndSoon).toBe(true)
  // Only in the last 48 hours: sales ending in 60 hours are not "ending soon" yet.
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ salesEnd: new Date('2026-11-24T00:00:00Z') }) }).salesEndSoon).toBe(false)
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ hasEarlyBirdOnSale: true }) }).earlyBird).toBe(true)
  expect(computeUrgencyFlags({ ...base, bookmarksCount: 150, tickets: tickets() }).popular).toBe(true)
  expect(computeUrgencyFlags({ ...base, publishedAt: new Date('2026-11-19T00:00:00Z'), tickets: tickets() }).new).toBe(true)
})

test('No urgency shows while the event is not on sale', () => {
  const flags = computeUrgencyFlags({ salesStatus: 'sold_out', bookmarksCount: 500, publishedAt: now, now, tickets: tickets({ sold: 100 }) })
  expect(Object.values(flags).some(Boolean)).toBe(false)
})

test('An open discount is available until its end date and while quantity lasts', () => {
  expect(isOpenDiscountAvailable({ endAt: new Date('2026-11-22T00:00:00Z'), quantityAvailable: 0, quantitySold: 999 }, now)).toBe(true)
  expect(isOpenDiscountAvailable({ endAt: new Date('2026-11-20T00:00:00Z'), quantityAvailable: 0, quantitySold: 0 }, now)).toBe(false)
  expect(isOpenDiscountAvailable({ endAt: null, quantityAvailable: 10, quantitySold: 10 }, now)).toBe(false)
  expect(isOpenDiscountAvailable({ endAt: null, quantityAvailable: 10, quantitySold: 9 }, now)).toBe(true)
})
