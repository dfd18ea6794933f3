import { listFollowedOrganizers } from '@/core/social/list-followed-organizers'
import { handleGet } from '@/server/api-handler'
import { listFollowsEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/viewer'

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  return handleGet(listFollowsEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return { organizers: await listFollowedOrganizers(await getDeps(), { userId: viewer.id }) }
  })(request)
}
