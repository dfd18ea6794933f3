import { listSavedEvents } from '@/core/social/list-saved-events'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requestOrigin } from '@/server/http/request-policy'
import { requireSelf } from '@/server/request-viewer'
import { PageQuerySchema, SavedEventsResponseSchema } from '@/server/api-schemas/social-schemas'

export const listSavesEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/saves/',
  summary: "The user's liked events",
  description: 'Owner only (401 signed out, 403 for anyone else). Most recently liked first, 50 a page.',
  tags: ['likes'],
  query: PageQuerySchema,
  response: SavedEventsResponseSchema,
  errors: [400, 401, 403],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  return handleGet(listSavesEndpoint, async (query) => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    const r = await listSavedEvents(await getDeps(), { userId: viewer.id, page: query.page, origin: requestOrigin() })
    return { events: r.events, total: r.total, page: r.page, page_size: r.pageSize }
  })(request)
}
