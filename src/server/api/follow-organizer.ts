import { setOrganizerFollowed } from '@/core/social/set-organizer-followed'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { FollowStateResponseSchema } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const followOrganizerEndpoint = {
  method: 'PUT',
  path: '/api/v3/users/{publicId}/follows/{organizerId}/',
  summary: 'Follow an organizer',
  description: "Idempotent. `DELETE` on the same path unfollows. Answers the organizer's follower count. Owner only.",
  tags: ['follows'],
  body: z.object({}),
  response: FollowStateResponseSchema,
  errors: [401, 403, 404],
} satisfies Endpoint

export const unfollowOrganizerEndpoint = { ...followOrganizerEndpoint, method: 'DELETE', summary: 'Unfollow an organizer' } satisfies Endpoint

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
