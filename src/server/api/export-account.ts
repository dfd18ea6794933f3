import { exportAccountData } from '@/core/accounts/export-account-data'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { z } from 'zod'

export const exportAccountEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/export/',
  summary: 'Download my data (JSON)',
  description: 'Account, likes, follows, interests, collections and orders, as an attachment. Owner only.',
  tags: ['account'],
  query: z.object({}),
  response: z.object({ account: z.object({ publicId: z.string(), email: z.string() }).loose() }).loose(),
  errors: [401, 403],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  const response = await handleGet(exportAccountEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return exportAccountData(await getDeps(), { userId: viewer.id })
  })(request)
  if (response.ok) response.headers.set('Content-Disposition', 'attachment; filename="tessera-my-data.json"')
  return response
}
