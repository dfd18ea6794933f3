import { expect, test } from 'vitest'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import germanCard from '@/messages/de/card.json'
import { computeCardLabels, computeCardLink, computeCardPrice, computeCardVenue } from './event-card-display'
import { computeEventJson } from './event-json'

const now = new Date('2026-11-21T15:00:00Z') // Saturday, 10:00 in New York

const ownEvent = {
  url: 'https://tessera.example/e/jazz-night-tickets-7/',
  parent_url: null,
  series_id: null,
  tickets_url: null,
  tickets_by: 'tessera',
  promoted_listing_metadata: null,
}

test('Card links go to the event page with the affiliate code, in a new tab with noopener', () => {
  expect(computeCardLink(ownEvent)).toEqual({
    href: '/e/jazz-night-tickets-7/?aff=ebdssbdestsearch',
    target: '_blank',
    rel: 'noopener',
  })
})

test('Cards told not to open a new tab carry no target and no rel', () => {
  expect(computeCardLink(ownEvent, { openInNewTab: false })).toEqual({
    href: '/e/jazz-night-tickets-7/?aff=ebdssbdestsearch',
  })
})

test('Repeating events link to their parent series', () => {
  const link = computeCardLink({
    ...ownEvent,
    series_id: '3',
    parent_url: 'https://tessera.example/e/jazz-series-tickets-3/',
  })
  expect(link.href).toBe('/e/jazz-series-tickets-3/?aff=ebdssbdestsearch')
})

test('External sellers get nofollow, and promoted ones go to their tickets URL with noreferrer', () => {
  const external = { ...ownEvent, tickets_by: 'ticketshop', tickets_url: 'https://tickets.example.org/buy/7' }
  expect(computeCardLink(external)).toEqual({
    href: '/e/jazz-night-tickets-7/?aff=ebdssbdestsearch',
    target: '_blank',
    rel: 'nofollow noopener',
  })
  expect(computeCardLink({ ...external, promoted_listing_metadata: { promoted: true } })).toEqual({
    href: 'https://tickets.example.org/buy/7',
    target: '_blank',
    rel: 'nofollow noopener noreferrer',
  })
})

test('A tickets URL on one of our own hosts keeps the referrer', () => {
  const link = computeCardLink(
    {
      ...ownEvent,
      tickets_by: 'partner',
      tickets_url: 'https://www.tessera.example/checkout/7',
      promoted_listing_metadata: { promoted: true },
    },
    { productOrigins: ['https://www.tessera.example'] },
  )
  expect(link.rel).toBe('nofollow noopener')
})

test('A tickets URL on another of our sites keeps its host, and the referrer', () => {
  const link = computeCardLink(
    {
      ...ownEvent,
      tickets_by: 'partner',
      tickets_url: 'https://www.tessera.de/checkout/7',
      promoted_listing_metadata: { promoted: true },
    },
    { productOrigins: ['https://tessera.example', 'https://www.tessera.de'] },
  )
  expect(link).toEqual({
    href: 'https://www.tessera.de/checkout/7',
    target: '_blank',
    rel: 'nofollow noopener',
  })
})

const onSale = {
  event_sales_status: { sales_status: 'on_sale', message: null, default_message: null },
  urgency_signals: {
    goingFast: false,
    fewTickets: false,
    salesEndSoon: false,
    earlyBird: false,
    popular: false,
    new: false,
  },
  ticket_availability: { has_bogo_tickets: false, open_discount: null },
  series: null,
} as unknown as Parameters<typeof computeCardLabels>[0]

test('An on-sale event shows its highest-priority urgency label and no badge', () => {
  const labels = computeCardLabels(
    { ...onSale, urgency_signals: { ...onSale.urgency_signals, popular: true, fewTickets: true } },
    { now },
  )
  expect(labels).toEqual({ badge: null, urgency: 'Almost full', bogo: null, openDiscount: null })
})

test('A sales message shows as a badge and hides the urgency signal', () => {
  const soldOut = {
    ...onSale,
    event_sales_status: { sales_status: 'sold_out', message: 'Sold Out', default_message: 'Sold Out' },
    urgency_signals: { ...onSale.urgency_signals, popular: true },
  } as unknown as typeof onSale
  expect(computeCardLabels(soldOut, { now })).toMatchObject({ badge: 'Sold Out', urgency: null })
})

test('Repeating events never show a sales message badge', () => {
  const ended = {
    ...onSale,
    event_sales_status: {
      sales_status: 'sales_ended',
      message: 'Sales Ended',
      default_message: 'Sales Ended',
    },
    series: { counts: { current_future: 4 }, next_dates: [] },
  } as unknown as typeof onSale
  expect(computeCardLabels(ended, { now }).badge).toBeNull()
})

const withOffers = {
  ...onSale,
  urgency_signals: { ...onSale.urgency_signals, goingFast: true },
  ticket_availability: {
    has_bogo_tickets: true,
    open_discount: { end_date: '2026-12-01T00:00:00Z', quantity_available: 0, quantity_sold: 3 },
  },
} as typeof onSale

test('Without limited visibility BOGO, open discount and urgency all show', () => {
  expect(computeCardLabels(withOffers, { now })).toEqual({
    badge: null,
    urgency: 'Going fast',
    bogo: 'Buy one, get one free',
    openDiscount: 'Discount available',
  })
})

test('In limited visibility BOGO beats the open discount, which beats urgency', () => {
  expect(computeCardLabels(withOffers, { now, limitedVisibility: true })).toEqual({
    badge: null,
    urgency: null,
    bogo: 'Buy one, get one free',
    openDiscount: null,
  })
  const noBogo = {
    ...withOffers,
    ticket_availability: { ...withOffers.ticket_availability, has_bogo_tickets: false },
  }
  expect(computeCardLabels(noBogo, { now, limitedVisibility: true })).toMatchObject({
    openDiscount: 'Discount available',
    urgency: null,
  })
  const onlyUrgency = {
    ...noBogo,
    ticket_availability: { has_bogo_tickets: false, open_discount: null },
  } as typeof onSale
  expect(computeCardLabels(onlyUrgency, { now, limitedVisibility: true }).urgency).toBe('Going fast')
})

test('An expired or used-up open discount is not shown', () => {
  const expired = {
    ...onSale,
    ticket_availability: {
      has_bogo_tickets: false,
      open_discount: { end_date: '2026-11-20T00:00:00Z', quantity_available: 0, quantity_sold: 0 },
    },
  } as typeof onSale
  expect(computeCardLabels(expired, { now }).openDiscount).toBeNull()
  const usedUp = {
    ...onSale,
    ticket_availability: {
      has_bogo_tickets: false,
      open_discount: { end_date: null, quantity_available: 5, quantity_sold: 5 },
    },
  } as typeof onSale
  expect(computeCardLabels(usedUp, { now }).openDiscount).toBeNull()
})

test('Venue reads Online for online events, else the venue and its city', () => {
  expect(computeCardVenue({ is_online_event: true, primary_venue: null })).toBe('Online')
  expect(
    computeCardVenue({
      is_online_event: false,
      primary_venue: { name: 'Blue Note', address: { city: 'New York' } },
    } as Parameters<typeof computeCardVenue>[0]),
  ).toBe('Blue Note • New York')
})

test('Card prices divide minor units by 100 and default to US dollars', () => {
  const price = (value: number | null, currency: string, isFree = false) =>
    computeCardPrice({
      ticket_availability: {
        is_free: isFree,
        minimum_ticket_price: value === null ? null : { value, currency },
      },
    } as Parameters<typeof computeCardPrice>[0])
  expect(price(2550, 'USD')).toBe('From $25.50')
  expect(price(1000, '')).toBe('From $10')
  expect(price(0, 'USD', true)).toBe('Free')
  expect(price(null, 'USD')).toBe('Check ticket price on event')
})

test('A card of an event with free and paid tickets reads "Free – " and the highest all-in price', () => {
  const json = computeEventJson(buildEventDetail({ ticketsBy: 'tessera', minPriceMinor: 0, maxPriceMinor: 2500 }), { now, origin: 'https://t.example' })
  expect(json.ticket_availability.is_free).toBe(false)
  expect(computeCardPrice(json)).toBe('Free – $26.87')
  expect(computeCardPrice(json, { locale: 'de-DE', texts: germanCard })).toMatch(/^Kostenlos – 26,87\s\$$/)
})

test('A card of an event whose tickets are not on sale yet says when they go on sale, in the event’s zone', () => {
  const json = computeEventJson(
    buildEventDetail({ minPriceMinor: 1200, maxPriceMinor: 1200, priceSalesStart: new Date('2027-01-21T03:00:00Z'), timeZone: 'America/New_York' }),
    { now, origin: 'https://t.example' },
  )
  expect(json.ticket_availability.start_sales_date).toMatchObject({ utc: '2027-01-21T03:00:00.000Z', local: '2027-01-20T22:00:00', timezone: 'America/New_York' })
  expect(computeCardPrice(json)).toBe('From $13.41 · On sale Jan 20')
})

test('A cancelled event’s card shows no price, not even Free, and its badge says Cancelled, even for a series date', () => {
  const detail = (over: Parameters<typeof buildEventDetail>[0]) =>
    computeEventJson(buildEventDetail({ status: 'cancelled', hasBogo: true, ...over }), { now, origin: 'https://t.example' })
  const paid = detail({})
  expect(computeCardPrice(paid)).toBeNull()
  expect(computeCardPrice(detail({ isFree: true, minPriceMinor: 0, maxPriceMinor: 0 }))).toBeNull()
  expect(computeCardLabels(paid, { now })).toEqual({ badge: 'Cancelled', urgency: null, bogo: null, openDiscount: null })
  expect(computeCardLabels(paid, { now, salesStatus: { event_cancelled: 'Abgesagt' } }).badge).toBe('Abgesagt')
  const seriesDate = detail({ seriesParentId: 40, series: { currentFuture: 6, nextDates: [] } })
  expect(computeCardLabels(seriesDate, { now }).badge).toBe('Cancelled')
  // The same event live: its price and offer, no badge.
  const live = computeEventJson(buildEventDetail({ hasBogo: true }), { now, origin: 'https://t.example' })
  expect(computeCardPrice(live)).toBe('From $26.87')
  expect(computeCardLabels(live, { now })).toMatchObject({ badge: null, bogo: 'Buy one, get one free' })
})
