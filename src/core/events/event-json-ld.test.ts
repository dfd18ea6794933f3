import { expect, test } from 'vitest'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { computeEventJson } from './event-json'
import { computeEventJsonLd, serializeJsonLd } from './event-json-ld'

const now = new Date('2026-11-20T12:00:00Z')
const origin = 'https://tessera.example'
const jsonLd = (overrides: Parameters<typeof buildEventDetail>[0] = {}) =>
  computeEventJsonLd(computeEventJson(buildEventDetail(overrides), { now, origin }), { origin })

test('An in-person event has the rich-result fields, with dates at the event’s UTC offset', () => {
  expect(jsonLd()).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': 'https://tessera.example/e/jazz-on-the-roof-tickets-42/',
    name: 'Jazz on the Roof',
    description: 'Live jazz above the city.',
    url: 'https://tessera.example/e/jazz-on-the-roof-tickets-42/',
    startDate: '2026-12-04T20:00:00-05:00',
    endDate: '2026-12-04T23:00:00-05:00',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: 'Skyline Hall',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'New York',
        addressRegion: 'NY',
        postalCode: '10001',
        addressCountry: 'US',
      },
    },
    image: ['https://tessera.example/images/events/jazz.png'],
    offers: {
      '@type': 'AggregateOffer',
      url: 'https://tessera.example/e/jazz-on-the-roof-tickets-42/',
      availability: 'https://schema.org/InStock',
      // All-in (issue 19 §1): 25.00 and 40.00 with the buyer's fee.
      price: '26.87',
      priceCurrency: 'USD',
      lowPrice: '26.87',
      highPrice: '42.39',
    },
    organizer: { '@type': 'Organization', name: 'Harbour Music Co.', url: 'https://tessera.example/o/harbour-music-co-9/' },
  })
})

test('Summer dates carry the summer offset', () => {
  const ld = jsonLd({ startAt: new Date('2027-07-01T18:00:00Z'), endAt: new Date('2027-07-01T20:30:00Z'), timeZone: 'Europe/London' })
  expect(ld.startDate).toBe('2027-07-01T19:00:00+01:00')
  expect(ld.endDate).toBe('2027-07-01T21:30:00+01:00')
})

test('An online event has a VirtualLocation and the online attendance mode', () => {
  const ld = jsonLd({ isOnline: true, venue: null, timeZone: 'UTC' })
  expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
  expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://tessera.example/e/jazz-on-the-roof-tickets-42/' })
  expect(ld.startDate).toBe('2026-12-05T01:00:00+00:00')
})

test('Free, sold-out, cancelled and single-price events say so in the offer and status', () => {
  expect(jsonLd({ isFree: true, minPriceMinor: 0, maxPriceMinor: 0 }).offers).toMatchObject({ '@type': 'Offer', price: '0', priceCurrency: 'USD' })
  expect(jsonLd({ tickets: { capacity: 10, sold: 10, salesStart: null, salesEnd: null, hasEarlyBirdOnSale: false, soldRecently: 0 } }).offers.availability).toBe(
    'https://schema.org/SoldOut',
  )
  expect(jsonLd({ status: 'cancelled' }).eventStatus).toBe('https://schema.org/EventCancelled')
  expect(jsonLd({ status: 'postponed' }).eventStatus).toBe('https://schema.org/EventPostponed')
  expect(jsonLd({ maxPriceMinor: 2500 }).offers).toEqual({
    '@type': 'Offer',
    url: 'https://tessera.example/e/jazz-on-the-roof-tickets-42/',
    availability: 'https://schema.org/InStock',
    price: '26.87',
    priceCurrency: 'USD',
  })
})

test('Offers of an external seller point at its ticket page', () => {
  const ld = jsonLd({ ticketsBy: 'othertix', ticketsUrl: 'https://othertix.example/e/1' })
  expect(ld.offers.url).toBe('https://othertix.example/e/1')
  // Their price as they give it: our fee is not theirs.
  expect(ld.offers).toMatchObject({ lowPrice: '25.00', highPrice: '40.00' })
})

test('Serialised JSON-LD cannot close its script element', () => {
  const text = serializeJsonLd(jsonLd({ name: 'Evil </script><script>alert(1)</script>' }))
  expect(text).not.toContain('</script>')
  expect(JSON.parse(text).name).toBe('Evil </script><script>alert(1)</script>')
})
