import { getViewerId } from '@/core/accounts/get-viewer-id'
import { autocompleteSearches } from '@/core/discovery/autocomplete-searches'
import { handleGet } from '@/server/api-handler'
import { autocompleteEndpoint } from '@/server/api-schemas/discovery-schemas'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/request-origin'
import { readSessionToken } from '@/server/session-cookie'

export const GET = handleGet(autocompleteEndpoint, async (q, request) => {
  const deps = await getDeps()
  return autocompleteSearches(deps, {
    q: q.q,
    completionTypes: q.completion_types,
    placeId: q.place_id,
    latitude: q.latitude,
    longitude: q.longitude,
    viewerUserId: await getViewerId(deps, readSessionToken(request)),
    origin: requestOrigin(request),
  })
})
