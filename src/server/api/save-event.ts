import { setEventSaved } from '@/core/social/set-event-saved'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { SavedStateResponseSchema } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const saveEventEndpoint = {
  method: 'PUT',
  path: '/api/v3/users/{publicId}/saves/{eventId}/',
  summary: 'Like (save) an event',
  description: 'Idempotent. `DELETE` on the same path unlikes. Owner only. Unknown event: 404.',
  tags: ['likes'],
  body: z.object({}),
  response: SavedStateResponseSchema,
  errors: [401, 403, 404],
} satisfies Endpoint

export const unsaveEventEndpoint = { ...saveEventEndpoint, method: 'DELETE', summary: 'Unlike an event' } satisfies Endpoint

type Params = { publicId: string; eventId: string }

function handle(saved: boolean) {
  return async (request: Request, ctx: PathContext<Params>): Promise<Response> =>
    handleJson(saved ? saveEventEndpoint : unsaveEventEndpoint, async () => {
      const { publicId, eventId } = await ctx.params
      const viewer = await requireSelf(request, publicId)
      return setEventSaved(await getDeps(), { userId: viewer.id, eventId: parseIdParam(eventId, 'event'), saved })
    })(request)
}

export const PUT = handle(true)
export const DELETE = handle(false)
