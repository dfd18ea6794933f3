import { getViewerId } from '@/core/accounts/get-viewer-id'
import { listEventsByIds } from '@/core/events/list-events-by-ids'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { readSessionToken } from '@/server/session-cookie'
import { EventSchema } from '@/server/api-schemas/event-schemas'
import { EventsByIdsQuerySchema } from '@/server/api-schemas/search-schemas'
import { z } from 'zod'

export const eventsByIdsEndpoint = {
  method: 'GET',
  path: '/api/v3/destination/events/',
  summary: 'Events by id',
  description: 'Live events in the order asked; unknown ids are left out.',
  tags: ['search'],
  query: EventsByIdsQuerySchema,
  response: z.object({ events: z.array(EventSchema) }),
} satisfies Endpoint

export const GET = handleGet(eventsByIdsEndpoint, async (q, request) => {
  const deps = await getDeps()
  return {
    events: await listEventsByIds(deps, {
      ids: q.event_ids,
      viewerUserId: await getViewerId(deps, readSessionToken(request)),
      origin: requestOrigin(),
    }),
  }
})
