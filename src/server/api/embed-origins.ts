// /api/v3/organizations/me/embed_origins/ (issue 41, decision 070): the sites allowed to frame the
// organization's embedded checkout. Owners with a session, or an API key (`events:read` to read,
// `events:write` to change). CSRF on the cookie-authenticated PUT is checked before the handler.
import 'server-only'
import { z } from 'zod'
import { MAX_EMBED_ORIGINS } from '@/core/embed/embed-origin-rules'
import { listEmbedOrigins } from '@/core/embed/list-embed-origins'
import { updateEmbedOrigins } from '@/core/embed/update-embed-origins'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

const EmbedOriginsResponse = z.object({ origins: z.array(z.string()) })

export const getEmbedOriginsEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/embed_origins/',
  summary: 'The sites allowed to embed my checkout',
  description: 'The origins (`https://example.org`) whose pages may frame `/embed/checkout/{event_id}/` for this organization’s events, in the order listed. Owners only (404 for anyone who manages no organization).',
  tags: ['embed'],
  query: z.object({}),
  response: EmbedOriginsResponse,
  errors: [401, 403, 404],
} satisfies Endpoint

export const putEmbedOriginsEndpoint = {
  method: 'PUT',
  path: '/api/v3/organizations/me/embed_origins/',
  summary: 'Set the sites allowed to embed my checkout',
  description:
    `\`{origins: ["https://example.org"]}\` replaces the list (at most ${MAX_EMBED_ORIGINS}; an empty list lets no site frame the checkout). ` +
    'Each is an origin: `https://` and a host, with a port if not the default, and no path; `http://` only for localhost. Repeats are dropped and each is answered as the browser writes it. ' +
    'The checkout page sends the list as its CSP `frame-ancestors`, so any other site cannot frame it. A bad entry is a 400 naming it (`origins[2]`); 60 changes an hour (429).',
  tags: ['embed'],
  body: z.strictObject({ origins: z.array(z.string().max(2000)).max(100) }),
  response: EmbedOriginsResponse,
  errors: [400, 401, 403, 404, 429],
} satisfies Endpoint

function callerOf(viewer: Awaited<ReturnType<typeof requireViewer>>) {
  return viewer.apiKeyOrganizerId === undefined ? { userId: viewer.id } : { userId: viewer.id, apiKeyOrganizerId: viewer.apiKeyOrganizerId }
}

export const GET = handleGet(getEmbedOriginsEndpoint, async (_query, request) => {
  const viewer = await requireViewer(request)
  return listEmbedOrigins(await getDeps(), callerOf(viewer))
})

export const PUT = handleJson(putEmbedOriginsEndpoint, async (body, request) => {
  const viewer = await requireViewer(request)
  return updateEmbedOrigins(await getDeps(), callerOf(viewer), { origins: body.origins })
})
