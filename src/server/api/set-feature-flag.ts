import { setFeatureFlag } from '@/core/feature-flags/set-feature-flag'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireStaff } from '@/server/request-viewer'
import { z } from 'zod'

export const setFlagEndpoint = {
  method: 'PUT',
  path: '/api/v3/admin/feature-flags/{key}/',
  summary: 'Staff: turn a feature flag on or off',
  description: 'Takes effect on the next page load. Unknown flag: 404. Staff only.',
  tags: ['admin'],
  body: z.object({ enabled: z.boolean() }),
  response: z.object({ key: z.string(), enabled: z.boolean() }),
  errors: [400, 401, 403, 404],
} satisfies Endpoint

export async function PUT(request: Request, ctx: PathContext<{ key: string }>): Promise<Response> {
  return handleJson(setFlagEndpoint, async (body) => {
    await requireStaff(request)
    return setFeatureFlag(await getDeps(), { key: (await ctx.params).key, enabled: body.enabled })
  })(request)
}
