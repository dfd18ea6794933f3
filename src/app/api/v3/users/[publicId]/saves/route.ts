import { listSavedEvents } from '@/core/social/list-saved-events'
import { handleGet } from '@/server/api-handler'
import { listSavesEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requestOrigin } from '@/server/request-origin'
import { requireSelf } from '@/server/viewer'

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  return handleGet(listSavesEndpoint, async (query) => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    const r = await listSavedEvents(await getDeps(), { userId: viewer.id, page: query.page, origin: requestOrigin(request) })
    return { events: r.events, total: r.total, page: r.page, page_size: r.pageSize }
  })(request)
}
