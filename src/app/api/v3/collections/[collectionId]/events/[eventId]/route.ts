import { setCollectionEvent } from '@/core/social/set-collection-event'
import { handleJson } from '@/server/api-handler'
import { addCollectionEventEndpoint, removeCollectionEventEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/viewer'

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
