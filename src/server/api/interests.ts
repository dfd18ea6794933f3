import { getInterests } from '@/core/social/get-interests'
import { setInterests } from '@/core/social/set-interests'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { InterestsSchema } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const getInterestsEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/interests/',
  summary: "The user's interests",
  description: 'Owner only.',
  tags: ['interests'],
  query: z.object({}),
  response: z.object({ interests: InterestsSchema }),
  errors: [401, 403],
} satisfies Endpoint

export const setInterestsEndpoint = {
  method: 'PUT',
  path: '/api/v3/users/{publicId}/interests/',
  summary: "Replace the user's interests",
  description: 'Categories and subcategories by spec §3 id, tags as slugs. Unknown ids: 400. Owner only.',
  tags: ['interests'],
  body: InterestsSchema,
  response: z.object({ interests: InterestsSchema }),
  errors: [400, 401, 403],
} satisfies Endpoint

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
