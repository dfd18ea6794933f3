import { listForYouEvents } from '@/core/social/list-for-you-events'
import { handleGet } from '@/server/api-handler'
import { forYouEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/request-origin'
import { getRequestViewer } from '@/server/viewer'

export const GET = handleGet(forYouEndpoint, async (query, request) => {
  const viewer = await getRequestViewer(request)
  return listForYouEvents(await getDeps(), {
    viewerUserId: viewer?.id ?? null,
    placeId: query.place_id,
    online: query.online,
    page: query.page,
    pageSize: query.page_size,
    origin: requestOrigin(request),
  })
})
