import { listForYouEvents } from '@/core/social/list-for-you-events'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { getRequestViewer } from '@/server/request-viewer'
import { EventSchema } from '@/server/api-schemas/event-schemas'
import { ForYouQuerySchema, PaginationSchema } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const forYouEndpoint = {
  method: 'GET',
  path: '/api/v3/destination/for-you/',
  summary: '"For you": upcoming events ranked by the viewer\'s interests and likes',
  description:
    "The search shape. Signed in with interests, likes or follows: ranked by them (liked events left out). Otherwise the most popular upcoming events near the place. `personalized` says which.",
  tags: ['discovery'],
  query: ForYouQuerySchema,
  response: z.object({ events: z.object({ results: z.array(EventSchema), pagination: PaginationSchema }), personalized: z.boolean() }),
  errors: [400],
} satisfies Endpoint

export const GET = handleGet(forYouEndpoint, async (query, request) => {
  const viewer = await getRequestViewer(request)
  return listForYouEvents(await getDeps(), {
    viewerUserId: viewer?.id ?? null,
    placeId: query.place_id,
    online: query.online,
    page: query.page,
    pageSize: query.page_size,
    origin: requestOrigin(),
  })
})
