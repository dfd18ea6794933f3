import { getViewerId } from '@/core/accounts/get-viewer-id'
import { listEventsByIds } from '@/core/events/list-events-by-ids'
import { handleGet } from '@/server/api-handler'
import { eventsByIdsEndpoint } from '@/server/api-schemas/search-schemas'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/request-origin'
import { readSessionToken } from '@/server/session-cookie'

export const GET = handleGet(eventsByIdsEndpoint, async (q, request) => {
  const deps = await getDeps()
  return {
    events: await listEventsByIds(deps, {
      ids: q.event_ids,
      viewerUserId: await getViewerId(deps, readSessionToken(request)),
      origin: requestOrigin(request),
    }),
  }
})
