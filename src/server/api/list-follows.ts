import { listFollowedOrganizers } from '@/core/social/list-followed-organizers'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { FollowedOrganizerSchema } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const listFollowsEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/follows/',
  summary: 'The organizers the user follows',
  description: 'Owner only.',
  tags: ['follows'],
  query: z.object({}),
  response: z.object({ organizers: z.array(FollowedOrganizerSchema) }),
  errors: [401, 403],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  return handleGet(listFollowsEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return { organizers: await listFollowedOrganizers(await getDeps(), { userId: viewer.id }) }
  })(request)
}
