// Turns a searched event into the concierge's result item (spec §3 "Result item"): a schema.org Event in
// JSON-LD plus its description, url and name. Only fields of an event we hold are used: the concierge
// never makes an event up.
import type { EventJson } from '@/core/events/event-json'

export type SchemaOrgEvent = {
  '@context': 'https://schema.org'
  '@type': 'Event' | 'EventGroup'
  '@id': string
  name: string
  url: string
  description: string
  image: string[]
  startDate: string
  endDate: string
  eventStatus: string
  eventAttendanceMode: string
  location:
    | { '@type': 'Place'; name: string; address: { '@type': 'PostalAddress'; streetAddress: string | null; addressLocality: string | null; addressRegion: string | null; postalCode: string | null; addressCountry: string | null } }
    | { '@type': 'VirtualLocation'; name: string; url: string; address: { '@type': 'PostalAddress'; addressLocality: string } }
  offers: {
    '@type': 'AggregateOffer'
    /** Of the ticket classes on sale now, or next on sale (decision 052): 0 beside a higher price is free and paid classes. */
    lowPrice: number
    highPrice: number
    priceCurrency: string
    availability: string
    url: string
    /** When the priced classes go on sale, when they are not on sale yet (decision 052). */
    availabilityStarts?: string
  }
  organizer: { '@type': 'Organization'; name: string; url: string }
}

export type ConciergeResultItem = { schema_object: SchemaOrgEvent; description: string; url: string; name: string }

/** "2026-11-20T19:00:00" in a zone whose offset at `utc` is known → "2026-11-20T19:00:00-05:00". */
export function withOffset(local: string, utc: string): string {
  const minutes = Math.round((Date.parse(`${local.slice(0, 19)}Z`) - Date.parse(utc)) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${local.slice(0, 19)}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url
}

/** Spec §3: the result item for one event, with start and end in the event's own time zone. */
export function computeResultItem(event: EventJson, origin: string): ConciergeResultItem {
  const venue = event.primary_venue
  const low = event.ticket_availability.minimum_ticket_price
  const high = event.ticket_availability.maximum_ticket_price
  const salesStart = event.ticket_availability.start_sales_date
  const schema: SchemaOrgEvent = {
    '@context': 'https://schema.org',
    '@type': event.is_series_parent ? 'EventGroup' : 'Event',
    '@id': event.url,
    name: event.name,
    url: event.url,
    description: event.summary,
    image: event.image ? [absolute(event.image.url, origin)] : [],
    startDate: withOffset(event.start.local, event.start.utc),
    endDate: withOffset(event.end.local, event.end.utc),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.is_online_event
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.is_online_event || !venue
        ? { '@type': 'VirtualLocation', name: 'Online event', url: event.url, address: { '@type': 'PostalAddress', addressLocality: 'Online' } }
        : {
            '@type': 'Place',
            name: venue.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: venue.address.address_1,
              addressLocality: venue.address.city,
              addressRegion: venue.address.region,
              postalCode: venue.address.postal_code,
              addressCountry: venue.address.country,
            },
          },
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: Number(low?.major_value ?? 0),
      highPrice: Number((high ?? low)?.major_value ?? 0),
      priceCurrency: low?.currency ?? 'USD',
      availability: event.ticket_availability.is_sold_out ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: event.tickets_url ?? event.url,
      ...(salesStart ? { availabilityStarts: withOffset(salesStart.local, salesStart.utc) } : {}),
    },
    organizer: { '@type': 'Organization', name: event.primary_organizer.name, url: event.primary_organizer.url },
  }
  return { schema_object: schema, description: event.summary, url: event.url, name: event.name }
}
