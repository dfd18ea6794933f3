import { setCollectionEvent } from '@/core/social/set-collection-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'
import { z } from 'zod'

export const addCollectionEventEndpoint = {
  method: 'PUT',
  path: '/api/v3/collections/{collectionId}/events/{eventId}/',
  summary: 'Add an event to a collection',
  description: 'Idempotent; `DELETE` removes it. Owner only (404 for others).',
  tags: ['collections'],
  body: z.object({}),
  response: z.object({ included: z.boolean(), eventCount: z.int() }),
  errors: [401, 404, 409],
} satisfies Endpoint

export const removeCollectionEventEndpoint = { ...addCollectionEventEndpoint, method: 'DELETE', summary: 'Remove an event from a collection' } satisfies Endpoint

type Params = { collectionId: string; eventId: string }

function handle(included: boolean) {
  return async (request: Request, ctx: PathContext<Params>): Promise<Response> =>
    handleJson(included ? addCollectionEventEndpoint : removeCollectionEventEndpoint, async () => {
      const viewer = await requireViewer(request)
      const { collectionId, eventId } = await ctx.params
      return setCollectionEvent(await getDeps(), {
        userId: viewer.id,
        collectionId: parseIdParam(collectionId, 'collection'),
        eventId: parseIdParam(eventId, 'event'),
        included,
      })
    })(request)
}

export const PUT = handle(true)
export const DELETE = handle(false)
