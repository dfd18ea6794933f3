// DELETE /api/v3/organizations/me/api_keys/{key_id}/ (issue 41, decision 065): revoked at once; the key
// answers 401 from its next request.
import 'server-only'
import { z } from 'zod'
import { revokeApiKey } from '@/core/integrations/revoke-api-key'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'

export const revokeApiKeyEndpoint = {
  method: 'DELETE',
  path: '/api/v3/organizations/me/api_keys/{key_id}/',
  summary: 'Revoke one of my organization’s API keys',
  description: '204. Owners only; another organization’s key, a revoked one and an unknown id are 404.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404],
} satisfies Endpoint

export async function DELETE(request: Request, ctx: PathContext<{ keyId: string }>): Promise<Response> {
  return handleJson(revokeApiKeyEndpoint, async () => {
    const viewer = await requireViewer(request)
    const keyId = parseIdParam((await ctx.params).keyId, 'key')
    await revokeApiKey(await getDeps(), { userId: viewer.id, id: keyId })
    return undefined
  })(request)
}
