import { expect, test } from 'vitest'
import { NO_TAX, type TaxRule } from '@/core/ticketing/taxes'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { formatEventDateRange, formatSeriesDate } from './event-date-range'
import { computeEventJson } from './event-json'
import { parseEventSegment, parseOrganizerSegment } from './event-slug'
import { computeEventTagLinks } from './event-tag-links'
import { computeRefundPolicyText } from './refund-policy'
import { computeShareLinks, computeSharedEventUrl } from './share-links'
import { computeTicketClassView, isFewLeft, type TicketClassInput } from './ticket-class-availability'

const now = new Date('2026-11-20T12:00:00Z')

test('Event and organizer URL segments give their ids', () => {
  expect(parseEventSegment('jazz-on-the-roof-tickets-42')).toEqual({ slug: 'jazz-on-the-roof', id: 42 })
  expect(parseEventSegment('tickets-tickets-7')).toEqual({ slug: 'tickets', id: 7 })
  expect(parseEventSegment('jazz-on-the-roof')).toBeNull()
  expect(parseEventSegment('x-tickets-99999999999')).toBeNull()
  expect(parseOrganizerSegment('harbour-music-co-9')).toEqual({ slug: 'harbour-music-co', id: 9 })
  expect(parseOrganizerSegment('harbour')).toBeNull()
})

test('Shared links carry the default share UTM of spec §9 and the network as source', () => {
  const shared = new URL(computeSharedEventUrl('https://tessera.example/e/x-tickets-1/', 'facebook'))
  expect(Object.fromEntries(shared.searchParams)).toEqual({
    utm_campaign: 'social',
    utm_content: 'attendeeshare',
    utm_medium: 'discovery',
    utm_source: 'facebook',
  })
  const links = computeShareLinks('https://tessera.example/e/x-tickets-1/', 'X')
  expect(links.map((l) => l.label)).toEqual(['Share on Facebook', 'Share on X', 'Share on LinkedIn', 'Share by email'])
  expect(decodeURIComponent(links[0]!.href)).toContain('utm_campaign=social&utm_content=attendeeshare&utm_medium=discovery&utm_source=facebook')
})

test('Ticket classes say whether they can be bought now', () => {
  const base: TicketClassInput = { id: 1, name: 'GA', kind: 'paid', priceMinor: 2500, currency: 'USD', capacity: 100, sold: 0, held: 0, salesStart: null, salesEnd: null }
  const view = (over: Partial<TicketClassInput>) =>
    computeTicketClassView({ ...base, ...over }, { now, timeZone: 'America/New_York', soldHere: true, tax: NO_TAX })
  // All-in where the buyer pays our fee (issue 19 §1): 25.00 + 0.88 + 0.99.
  expect(view({})).toMatchObject({ priceText: '$26.87', priceNote: 'includesFees', availability: 'available', availabilityText: 'Available' })
  expect(computeTicketClassView(base, { now, timeZone: 'America/New_York', soldHere: false, tax: NO_TAX })).toMatchObject({ priceText: '$25', priceNote: null })
  expect(view({ sold: 100 })).toMatchObject({ availability: 'sold_out', availabilityText: 'Sold out' })
  expect(view({ sold: 95 })).toMatchObject({ availability: 'few_left', availabilityText: 'Only 5 left' })
  expect(view({ salesEnd: new Date('2026-11-19T00:00:00Z') })).toMatchObject({ availability: 'sales_ended' })
  expect(view({ salesStart: new Date('2026-11-25T15:00:00Z') }).availabilityText).toBe('On sale Nov 25, 10:00 AM EST')
  expect(view({ kind: 'free', priceMinor: 0 })).toMatchObject({ priceText: 'Free', priceNote: null })
})

test('A price with sales tax added at checkout says it includes fees and tax; VAT inside the price says fees only', () => {
  const base: TicketClassInput = { id: 1, name: 'GA', kind: 'paid', priceMinor: 2500, currency: 'USD', capacity: 100, sold: 0, held: 0, salesStart: null, salesEnd: null }
  const at = (tax: TaxRule, soldHere = true) => computeTicketClassView(base, { now, timeZone: 'America/New_York', soldHere, tax })
  // $25.00 + $1.87 fee + $2.22 tax (8.875%).
  expect(at({ mode: 'added', rateMilli: 8875 })).toMatchObject({ priceText: '$29.09', priceNote: 'includesFeesAndTax' })
  expect(at({ mode: 'included', rateMilli: 20_000 })).toMatchObject({ priceText: '$26.87', priceNote: 'includesFees' })
  // Sold elsewhere, the seller's own price is shown as given: nothing of ours is in it.
  expect(at({ mode: 'added', rateMilli: 8875 }, false)).toMatchObject({ priceText: '$25', priceNote: null })
  expect(computeTicketClassView({ ...base, kind: 'free', priceMinor: 0 }, { now, timeZone: 'America/New_York', soldHere: true, tax: { mode: 'added', rateMilli: 8875 } }).priceNote).toBeNull()
})

test('Tickets held in other buyers’ carts count on the event page as in checkout: all held reads sold out', () => {
  const base: TicketClassInput = { id: 1, name: 'GA', kind: 'paid', priceMinor: 2500, currency: 'USD', capacity: 10, sold: 4, held: 6, salesStart: null, salesEnd: null }
  const opts = { now, timeZone: 'America/New_York', soldHere: true, tax: NO_TAX }
  expect(computeTicketClassView(base, opts)).toMatchObject({ onSaleStatus: 'SOLD_OUT', availability: 'sold_out', availabilityText: 'Sold out' })
  expect(computeTicketClassView({ ...base, held: 5 }, opts)).toMatchObject({ onSaleStatus: 'AVAILABLE', availabilityText: 'Only 1 left' })
})

test('"Only N left" shows from the share remaining, never on a class nothing was taken of', () => {
  const base: TicketClassInput = { id: 1, name: 'GA', kind: 'paid', priceMinor: 2500, currency: 'USD', capacity: 10, sold: 0, held: 0, salesStart: null, salesEnd: null }
  const text = (over: Partial<TicketClassInput>) => computeTicketClassView({ ...base, ...over }, { now, timeZone: 'America/New_York', soldHere: true, tax: NO_TAX }).availabilityText
  // A 10-seat class with nothing sold is simply available, not "Only 10 left".
  expect(text({})).toBe('Available')
  expect(text({ sold: 5 })).toBe('Available')
  expect(text({ sold: 9 })).toBe('Only 1 left')
  // A large class: at most a tenth remaining.
  expect(text({ capacity: 1000, sold: 880 })).toBe('Available')
  expect(text({ capacity: 1000, sold: 900 })).toBe('Only 100 left')
  // A class of 50 or more: fewer than ten remaining, even above a tenth.
  expect(text({ capacity: 60, sold: 51 })).toBe('Only 9 left')
  expect(text({ capacity: 60, sold: 50 })).toBe('Available')
})

test('The few-left rule takes capacity and what remains, as checkout has them', () => {
  expect(isFewLeft({ capacity: 10, remaining: 10 })).toBe(false)
  expect(isFewLeft({ capacity: 3, remaining: 1 })).toBe(true)
  expect(isFewLeft({ capacity: 3, remaining: 2 })).toBe(false)
  expect(isFewLeft({ capacity: 100, remaining: 0 })).toBe(false)
  expect(isFewLeft({ capacity: 100, remaining: 10 })).toBe(true)
  expect(isFewLeft({ capacity: 100, remaining: 11 })).toBe(false)
})

test('Refund policies read as sentences; unknown values fall back to contacting the organizer', () => {
  expect(computeRefundPolicyText('7_days')).toBe('Refunds up to 7 days before the event.')
  expect(computeRefundPolicyText('none')).toBe('No refunds. Tickets cannot be refunded once bought.')
  expect(computeRefundPolicyText('whatever')).toBe('Contact the organizer to request a refund.')
})

test('The date line writes the day once, in the one date style, and ends with the zone', () => {
  expect(formatEventDateRange({ start: new Date('2026-12-05T01:00:00Z'), end: new Date('2026-12-05T04:00:00Z'), timeZone: 'America/New_York' })).toBe(
    'Fri, Dec 4, 2026 · 8:00 PM – 11:00 PM EST',
  )
  expect(formatEventDateRange({ start: new Date('2026-12-05T01:00:00Z'), end: new Date('2026-12-06T04:00:00Z'), timeZone: 'America/New_York' })).toBe(
    'Fri, Dec 4, 2026 · 8:00 PM – Sat, Dec 5, 2026 · 11:00 PM EST',
  )
  expect(formatSeriesDate(new Date('2026-12-05T01:00:00Z'), 'America/New_York')).toBe('Fri, Dec 4, 2026 · 8:00 PM')
})

test('Event tags link to matching results near the visitor, or online for online events', () => {
  const links = computeEventTagLinks(computeEventJson(buildEventDetail(), { now, origin: 'https://t.example' }))
  expect(links).toEqual([
    { label: 'Music', href: '/d/local/music--events/', authored: false },
    { label: 'Jazz', href: '/d/local/music--events/?subcategories=3027', authored: false },
    { label: 'Performance', href: '/d/local/performances/', authored: false },
    { label: 'nightlife', href: '/d/local/all-events/?tags=nightlife', authored: true },
  ])
  const online = computeEventTagLinks(computeEventJson(buildEventDetail({ isOnline: true, tags: ['Not A Tag!'] }), { now, origin: 'https://t.example' }))
  expect(online[0]).toEqual({ label: 'Music', href: '/d/online/music--events/', authored: false })
  expect(online.at(-1)).toEqual({ label: 'Not A Tag!', href: null, authored: true })
})

test('On a German page the subcategory tag is named in German; an organizer tag stays as the organizer wrote it', async () => {
  const { default: deTaxonomy } = await import('@/messages/de/taxonomy.json')
  const { default: deSubcategories } = await import('@/messages/de/subcategories.json')
  const links = computeEventTagLinks(computeEventJson(buildEventDetail(), { now, origin: 'https://t.example' }), { locale: 'de-de', names: deTaxonomy, subcategories: deSubcategories })
  expect(links.map((l) => l.label)).toEqual(['Musik', deSubcategories.titles['3027'], 'Aufführung', 'nightlife'])
  expect(links.map((l) => l.authored)).toEqual([false, false, false, true])
})
