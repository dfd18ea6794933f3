import { getInterests } from '@/core/social/get-interests'
import { setInterests } from '@/core/social/set-interests'
import { handleGet, handleJson } from '@/server/api-handler'
import { getInterestsEndpoint, setInterestsEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/viewer'

type Ctx = PathContext<{ publicId: string }>

export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  return handleGet(getInterestsEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return { interests: await getInterests(await getDeps(), { userId: viewer.id }) }
  })(request)
}

export async function PUT(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(setInterestsEndpoint, async (body) => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return { interests: await setInterests(await getDeps(), { userId: viewer.id, interests: body }) }
  })(request)
}
