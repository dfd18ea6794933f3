import { createCollection } from '@/core/social/create-collection'
import { listCollections } from '@/core/social/list-collections'
import { handleGet, handleJson } from '@/server/api-handler'
import { createCollectionEndpoint, listCollectionsEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/viewer'

type Ctx = PathContext<{ publicId: string }>

export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  return handleGet(listCollectionsEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return { collections: await listCollections(await getDeps(), { userId: viewer.id }) }
  })(request)
}

export async function POST(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(
    createCollectionEndpoint,
    async (body) => {
      const viewer = await requireSelf(request, (await ctx.params).publicId)
      return { collection: await createCollection(await getDeps(), { userId: viewer.id, name: body.name, isPublic: body.isPublic }) }
    },
    { successStatus: 201 },
  )(request)
}
