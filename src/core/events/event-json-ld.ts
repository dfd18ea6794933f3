// schema.org Event JSON-LD for the event page (issue 5, Google "Event" rich results): name, dates with
// offsets, attendance mode, status, location, image, offers and organizer, all from the API Event.
import type { EventJson } from './event-json'
import { computeZonedIso } from './zoned-iso'

const SCHEMA = 'https://schema.org'

function eventStatus(status: string): string {
  if (status === 'cancelled') return `${SCHEMA}/EventCancelled`
  if (status === 'postponed') return `${SCHEMA}/EventPostponed`
  return `${SCHEMA}/EventScheduled`
}

function availability(event: EventJson): string {
  switch (event.event_sales_status.sales_status) {
    case 'sold_out':
      return `${SCHEMA}/SoldOut`
    case 'not_yet_on_sale':
      return `${SCHEMA}/PreOrder`
    case 'sales_ended':
    case 'cancelled':
      return `${SCHEMA}/Discontinued`
    default:
      return event.urgency_signals.fewTickets ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`
  }
}

function absolute(url: string, origin: string): string {
  return url.startsWith('http://') || url.startsWith('https://') ? url : `${origin}${url}`
}

function location(event: EventJson) {
  if (event.is_online_event || !event.primary_venue) return { '@type': 'VirtualLocation', url: event.url }
  const { name, address } = event.primary_venue
  return {
    '@type': 'Place',
    name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.address_1, address.address_2].filter(Boolean).join(', '),
      addressLocality: address.city,
      ...(address.region ? { addressRegion: address.region } : {}),
      ...(address.postal_code ? { postalCode: address.postal_code } : {}),
      addressCountry: address.country,
    },
  }
}

function offers(event: EventJson) {
  const ticketsAt = event.tickets_url ?? event.url
  const min = event.ticket_availability.minimum_ticket_price
  const max = event.ticket_availability.maximum_ticket_price
  const common = { url: ticketsAt, availability: availability(event) }
  if (event.ticket_availability.is_free) return { '@type': 'Offer', ...common, price: '0', priceCurrency: min?.currency ?? 'USD' }
  if (!min) return { '@type': 'Offer', ...common }
  const price = { price: min.major_value, priceCurrency: min.currency }
  if (max && max.value !== min.value) {
    return { '@type': 'AggregateOffer', ...common, ...price, lowPrice: min.major_value, highPrice: max.major_value }
  }
  return { '@type': 'Offer', ...common, ...price }
}

/**
 * The schema.org Event of an event page. Times carry the event's UTC offset; `origin` turns our own
 * image paths into the absolute URLs search engines require.
 */
export function computeEventJsonLd(event: EventJson, { origin }: { origin: string }) {
  const start = new Date(event.start.utc)
  const end = new Date(event.end.utc)
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': event.url,
    name: event.name,
    description: event.summary,
    url: event.url,
    startDate: computeZonedIso(start, event.timezone),
    endDate: computeZonedIso(end, event.timezone),
    eventAttendanceMode: event.is_online_event
      ? `${SCHEMA}/OnlineEventAttendanceMode`
      : `${SCHEMA}/OfflineEventAttendanceMode`,
    eventStatus: eventStatus(event.status),
    location: location(event),
    ...(event.image ? { image: [absolute(event.image.original.url, origin)] } : {}),
    offers: offers(event),
    organizer: { '@type': 'Organization', name: event.primary_organizer.name, url: event.primary_organizer.url },
  }
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so no text can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
