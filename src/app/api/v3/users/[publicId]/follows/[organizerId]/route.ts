import { setOrganizerFollowed } from '@/core/social/set-organizer-followed'
import { handleJson } from '@/server/api-handler'
import { followOrganizerEndpoint, unfollowOrganizerEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/viewer'

type Params = { publicId: string; organizerId: string }

function handle(following: boolean) {
  return async (request: Request, ctx: PathContext<Params>): Promise<Response> =>
    handleJson(following ? followOrganizerEndpoint : unfollowOrganizerEndpoint, async () => {
      const { publicId, organizerId } = await ctx.params
      const viewer = await requireSelf(request, publicId)
      return setOrganizerFollowed(await getDeps(), { userId: viewer.id, organizerId: parseIdParam(organizerId, 'organizer'), following })
    })(request)
}

export const PUT = handle(true)
export const DELETE = handle(false)
