import { setFeatureFlag } from '@/core/feature-flags/set-feature-flag'
import { handleJson } from '@/server/api-handler'
import { setFlagEndpoint } from '@/server/api-schemas/account-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireStaff } from '@/server/viewer'

export async function PUT(request: Request, ctx: PathContext<{ key: string }>): Promise<Response> {
  return handleJson(setFlagEndpoint, async (body) => {
    await requireStaff(request)
    return setFeatureFlag(await getDeps(), { key: (await ctx.params).key, enabled: body.enabled })
  })(request)
}
