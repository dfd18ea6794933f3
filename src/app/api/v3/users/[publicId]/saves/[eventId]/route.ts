import { setEventSaved } from '@/core/social/set-event-saved'
import { handleJson } from '@/server/api-handler'
import { saveEventEndpoint, unsaveEventEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/viewer'

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
