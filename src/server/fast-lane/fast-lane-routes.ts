// The hot read-only endpoints that the fast lane answers (see docs/decisions/004-api-fast-lane.md): the
// same route handlers Next.js runs, listed by their canonical path with its trailing slash.
import 'server-only'
import { GET as searchEvents } from '@/app/api/v3/destination/search/route'
import { GET as autocomplete } from '@/app/api/v3/destination/search/autocomplete/route'
import { GET as eventsByIds } from '@/app/api/v3/destination/events/route'
import { GET as trending } from '@/app/api/v3/trending/route'
import { GET as placeAutocomplete } from '@/app/home/api/geo/place_autocomplete/route'
import { GET as placeFromCoordinates } from '@/app/home/api/geo/place_from_coordinates/route'
import { GET as placeFromId } from '@/app/home/api/geo/place_from_google_place_id/route'
import { GET as placeFromRequest } from '@/app/home/api/geo/place_from_request/route'
import { GET as currentUser } from '@/app/home/api/user/route'
import { GET as healthz } from '@/server/api/healthz'
import { GET as readyz } from '@/server/api/readyz'
import { publishFastLane, type FastLaneRoutes } from './fast-lane'

const ROUTES: FastLaneRoutes = {
  '/api/v3/destination/search/': searchEvents,
  '/api/v3/destination/search/autocomplete/': autocomplete,
  '/api/v3/destination/events/': eventsByIds,
  '/api/v3/trending/': trending,
  '/home/api/geo/place_autocomplete/': placeAutocomplete,
  '/home/api/geo/place_from_coordinates/': placeFromCoordinates,
  '/home/api/geo/place_from_google_place_id/': placeFromId,
  '/home/api/geo/place_from_request/': placeFromRequest,
  '/home/api/user/': currentUser,
  // Load balancer probes, every few seconds per instance: the cheaper the better.
  '/healthz/': healthz,
  '/readyz/': readyz,
}

/** Called once at server start (src/instrumentation.ts), inside the Next.js build's own module graph. */
export function registerFastLaneRoutes(): void {
  publishFastLane(ROUTES)
}
