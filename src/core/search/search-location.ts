// The one "where" of a search (issue 18 item 4). Every caller speaks this union or a subset of it picked
// with Extract, so a new kind of location shows up, as a type error, in every switch that must handle it:
// the `/d/` results URL names a place by slug (or `local`, the visitor's own place), while the API,
// the concierge and the home feed name it by id once they know it; `searchEvents` takes the resolved kinds.
import type { BoundingBox } from '@/core/shared/bounding-box'

export type SearchLocation =
  /** Every event, online or not: no place is known. */
  | { kind: 'anywhere' }
  /** Online events only. */
  | { kind: 'online' }
  /**
   * A place by its id (`place_id` of the API, a place the concierge or the home feed already found).
   * `ownVenuesOnly`: only the venues of the place itself, not everything in its viewport (the concierge's
   * "in Brooklyn", where the viewport of a borough takes in its neighbours, issue 38 point 16).
   */
  | { kind: 'place'; placeId: string; ownVenuesOnly?: boolean }
  /** A place by its `/d/` location slug, as a results URL names it. */
  | { kind: 'place'; slug: string }
  /** The visitor's own place, found from the request (`/d/local/`); anywhere when none is found. */
  | { kind: 'local' }
  /** A latitude/longitude box (a results URL's or the API's `bbox`). */
  | { kind: 'bbox'; bbox: BoundingBox }
  /** A point: searched in a box around it (the API's `latitude` and `longitude`). */
  | { kind: 'coordinates'; latitude: number; longitude: number }

/** What a results URL can say: the path's location slug plus an optional `bbox` parameter. */
export type ResultsLocation = Extract<SearchLocation, { kind: 'online' | 'local' | 'bbox' } | { slug: string }>

/** What the event search runs on: the kinds that need no request or slug lookup to resolve. */
export type ResolvedSearchLocation = Exclude<SearchLocation, { kind: 'local' } | { slug: string }>
