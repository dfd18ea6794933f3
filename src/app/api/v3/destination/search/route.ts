import { getViewerId } from '@/core/accounts/get-viewer-id'
import { searchEvents, type SearchLocation } from '@/core/search/search-events'
import { handleGet } from '@/server/api-handler'
import { searchEventsEndpoint } from '@/server/api-schemas/search-schemas'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/request-origin'
import { readSessionToken } from '@/server/session-cookie'

export const GET = handleGet(searchEventsEndpoint, async (q, request) => {
  const deps = await getDeps()
  const location: SearchLocation = q.online_events_only
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
    viewerUserId: await getViewerId(deps, readSessionToken(request)),
    origin: requestOrigin(request),
  })
  return { events: result.events }
})
