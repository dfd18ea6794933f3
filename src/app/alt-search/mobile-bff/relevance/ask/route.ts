import { getViewerId } from '@/core/accounts/get-viewer-id'
import { askConcierge } from '@/core/concierge/ask-concierge'
import { handleJson } from '@/server/api-handler'
import { askEndpoint } from '@/server/api-schemas/concierge-schemas'
import { getConciergeDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/request-origin'
import { readSessionToken } from '@/server/session-cookie'

export const POST = handleJson(askEndpoint, async (body, request) => {
  const deps = await getConciergeDeps()
  return askConcierge(deps, {
    ...body,
    origin: requestOrigin(request),
    viewerUserId: await getViewerId(deps, readSessionToken(request)),
  })
})
