// Where an order's event is (issue 38 point 5): the confirmation page, the ticket, My tickets and the
// confirmation email say it the same way, a venue with its address and a map link, or "online" with the
// joining link (which order-json.ts gives ticket holders only). Pure, so the email and the pages agree.

/** What ticketing reads of an event's place: its venue, or none for an online event. */
export type EventPlace = {
  online: boolean
  venue: { name: string; address: string; latitude: number; longitude: number } | null
}

/** The API's place of an order's event. */
export type EventPlaceJson = {
  online: boolean
  venue: { name: string; address: string; map_url: string } | null
}

export type VenueAddressParts = {
  address1: string
  address2: string | null
  city: string
  region: string | null
  postalCode: string | null
}

/** "1 Quay St, Unit 2, New York, NY 10001": the venue's address on one line, empty parts left out. */
export function computeVenueAddress(parts: VenueAddressParts): string {
  const cityLine = [parts.city, [parts.region, parts.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [parts.address1, parts.address2, cityLine].filter(Boolean).join(', ')
}

/**
 * The venue on OpenStreetMap, marked: an open map that needs no account or key, and opens in any browser
 * or a phone's map app from the email.
 */
export function computeMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}

export function computeEventPlaceJson(place: EventPlace): EventPlaceJson {
  const { venue } = place
  return {
    online: place.online,
    venue: venue && !place.online ? { name: venue.name, address: venue.address, map_url: computeMapUrl(venue.latitude, venue.longitude) } : null,
  }
}

/** The event's "Add to calendar" file beside its page (src/app/e/[slug]/calendar.ics). */
export function computeCalendarPath(eventPath: string): string {
  return `${eventPath.endsWith('/') ? eventPath : `${eventPath}/`}calendar.ics`
}
