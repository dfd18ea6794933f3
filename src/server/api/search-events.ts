import { getViewerId } from '@/core/accounts/get-viewer-id'
import { searchEvents } from '@/core/search/search-events'
import type { ResolvedSearchLocation } from '@/core/search/search-location'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { readSessionToken } from '@/server/session-cookie'
import { SearchEventsQuerySchema, SearchEventsResponseSchema } from '@/server/api-schemas/search-schemas'

export const searchEventsEndpoint = {
  method: 'GET',
  path: '/api/v3/destination/search/',
  summary: 'Search events',
  description:
    'The event search behind /d/ pages and the concierge. Date keywords are computed in the place time zone. Mistyped words are corrected against the indexed vocabulary when q finds fewer than 3 events (see `spelling`; `exact=1` turns it off). `object_count` stops at 10,000 and pages reach the first 1,000 results.',
  tags: ['search'],
  query: SearchEventsQuerySchema,
  response: SearchEventsResponseSchema,
} satisfies Endpoint

export const GET = handleGet(searchEventsEndpoint, async (q, request) => {
  const deps = await getDeps()
  const location: ResolvedSearchLocation = q.online_events_only
    ? { kind: 'online' }
    : q.place_id
      ? { kind: 'place', placeId: q.place_id }
      : q.bbox
        ? { kind: 'bbox', bbox: q.bbox }
        : q.latitude !== undefined && q.longitude !== undefined
          ? { kind: 'coordinates', latitude: q.latitude, longitude: q.longitude }
          : { kind: 'anywhere' }
  const result = await searchEvents(deps, {
    text: q.q,
    location,
    categoryIds: q.categories,
    subcategoryIds: q.subcategories,
    formatIds: q.formats,
    dates: q.dates
      ? { keyword: q.dates }
      : q.start_date && q.end_date
        ? { startDate: q.start_date, endDate: q.end_date }
        : undefined,
    price: q.price,
    tags: q.tags,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    viewerTimeZone: q.time_zone,
    exact: q.exact,
    // A second search for every search that finds nothing: only for callers that ask (issue 22 bench).
    allowSomeWords: q.some_words,
    viewerUserId: await getViewerId(deps, readSessionToken(request)),
    origin: requestOrigin(),
  })
  return {
    events: result.events,
    spelling: result.spelling && {
      original_query: result.spelling.original,
      corrected_query: result.spelling.corrected,
      showing_corrected: result.spelling.showingCorrected,
    },
    some_words: result.someWords,
  }
})
