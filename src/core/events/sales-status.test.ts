import { expect, test } from 'vitest'
import { computeSalesStatus, computeUrgencyFlags, isGoingFast, type TicketSummary } from './sales-status'
import { isOpenDiscountAvailable } from './open-discount'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { computeCardLabels } from './event-card-display'
import { computeEventJson } from './event-json'

const now = new Date('2026-11-21T12:00:00Z')
const tickets = (over: Partial<TicketSummary> = {}): TicketSummary => ({
  capacity: 100,
  sold: 10,
  salesStart: new Date('2026-11-01T00:00:00Z'),
  salesEnd: new Date('2026-12-20T00:00:00Z'),
  hasEarlyBirdOnSale: false,
  soldRecently: 0,
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

test('Ended, future and cancelled sales carry a message', () => {
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: false, tickets: tickets({ salesEnd: new Date('2026-11-20T00:00:00Z') }), now }).message).toBe('Sales Ended')
  expect(computeSalesStatus({ status: 'live', isSeriesInstance: false, tickets: tickets({ salesStart: new Date('2026-12-01T00:00:00Z') }), now }).message).toBe('Sales start Dec 1')
  expect(computeSalesStatus({ status: 'cancelled', isSeriesInstance: false, tickets: tickets(), now }).message).toBe('Cancelled')
})

test('Urgency flags follow sold share, recent sales, sales end, early bird, saves and age', () => {
  const base = { salesStatus: 'on_sale' as const, bookmarksCount: 0, publishedAt: null, now }
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ sold: 95 }) }).fewTickets).toBe(true)
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ sold: 40, soldRecently: 15 }) }).goingFast).toBe(true)
  // Much sold long ago is not "going fast" now.
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ sold: 70, soldRecently: 0 }) }).goingFast).toBe(false)
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ salesEnd: new Date('2026-11-23T00:00:00Z') }) }).salesEndSoon).toBe(true)
  // Only in the last 48 hours: sales ending in 60 hours are not "ending soon" yet.
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ salesEnd: new Date('2026-11-24T00:00:00Z') }) }).salesEndSoon).toBe(false)
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ hasEarlyBirdOnSale: true }) }).earlyBird).toBe(true)
  expect(computeUrgencyFlags({ ...base, bookmarksCount: 150, tickets: tickets() }).popular).toBe(true)
  expect(computeUrgencyFlags({ ...base, publishedAt: new Date('2026-11-19T00:00:00Z'), tickets: tickets() }).new).toBe(true)
})

test('"Going fast" is at least 10% of the capacity and 5 tickets sold in the last 24 hours, with tickets left', () => {
  const t = (capacity: number, sold: number, soldRecently: number) => ({ capacity, sold, soldRecently })
  expect(isGoingFast(t(100, 30, 10))).toBe(true)
  expect(isGoingFast(t(100, 30, 9))).toBe(false)
  expect(isGoingFast(t(1000, 300, 99))).toBe(false)
  expect(isGoingFast(t(1000, 300, 100))).toBe(true)
  // Small events need 5 recent tickets, not just 10% of their seats.
  expect(isGoingFast(t(20, 4, 4))).toBe(false)
  expect(isGoingFast(t(20, 5, 5))).toBe(true)
  // Nothing left, or nothing to sell: never.
  expect(isGoingFast(t(100, 100, 60))).toBe(false)
  expect(isGoingFast(t(0, 0, 0))).toBe(false)
  // Almost full says more, so the two never show together.
  const base = { salesStatus: 'on_sale' as const, bookmarksCount: 0, publishedAt: null, now }
  expect(computeUrgencyFlags({ ...base, tickets: tickets({ sold: 95, soldRecently: 40 }) })).toMatchObject({ fewTickets: true, goingFast: false })
})

test('Recent sales make the Event JSON say "Going fast", which the card then shows', () => {
  const json = (soldRecently: number) =>
    computeEventJson(buildEventDetail({ tickets: { ...tickets({ sold: 30 }), salesEnd: null, soldRecently } }), { now, origin: 'https://t.example' })
  expect(json(12).urgency_signals).toMatchObject({ goingFast: true, categories: ['going-fast'], messages: ['Going fast'] })
  expect(computeCardLabels(json(12), { now }).urgency).toBe('Going fast')
  expect(json(2).urgency_signals.goingFast).toBe(false)
  expect(computeCardLabels(json(2), { now }).urgency).toBeNull()
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

test('"Sales end soon" only when sales close well before the event: sales running until the doors open are not ending soon', () => {
  const base = { salesStatus: 'on_sale' as const, bookmarksCount: 0, publishedAt: null, now }
  const tomorrow = new Date('2026-11-23T00:00:00Z')
  // Sales end when tomorrow's event starts: the card's date says all there is to say.
  expect(computeUrgencyFlags({ ...base, eventStart: tomorrow, tickets: tickets({ salesEnd: tomorrow }) }).salesEndSoon).toBe(false)
  // Sales close tomorrow for an event next week: worth saying.
  const nextWeek = new Date('2026-11-29T00:00:00Z')
  expect(computeUrgencyFlags({ ...base, eventStart: nextWeek, tickets: tickets({ salesEnd: tomorrow }) }).salesEndSoon).toBe(true)
})

test('A card’s sales badge is said in the page’s language when the catalog has a fixed text for it', () => {
  const soldOut = computeEventJson(buildEventDetail({ tickets: tickets({ sold: 100 }) }), { now, origin: 'https://t.example' })
  expect(computeCardLabels(soldOut, { now }).badge).toBe('Sold Out')
  expect(computeCardLabels(soldOut, { now, salesStatus: { tickets_sold_out: 'Ausverkauft' } }).badge).toBe('Ausverkauft')
  const later = computeEventJson(buildEventDetail({ tickets: tickets({ salesStart: new Date('2026-12-03T00:00:00Z') }) }), { now, origin: 'https://t.example' })
  expect(computeCardLabels(later, { now, salesStatus: { tickets_sold_out: 'Ausverkauft' } }).badge).toBe('Sales start Dec 3')
})
