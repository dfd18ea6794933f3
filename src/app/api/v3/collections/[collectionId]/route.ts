import { getCollection } from '@/core/social/get-collection'
import { updateCollection } from '@/core/social/update-collection'
import { handleGet, handleJson } from '@/server/api-handler'
import { deleteCollectionEndpoint, getCollectionEndpoint, updateCollectionEndpoint } from '@/server/api-schemas/social-schemas'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requestOrigin } from '@/server/request-origin'
import { getRequestViewer, requireViewer } from '@/server/viewer'

type Ctx = PathContext<{ collectionId: string }>

export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  return handleGet(getCollectionEndpoint, async () => {
    const collectionId = parseIdParam((await ctx.params).collectionId, 'collection')
    const viewer = await getRequestViewer(request)
    return { collection: await getCollection(await getDeps(), { collectionId, viewerUserId: viewer?.id ?? null, origin: requestOrigin(request) }) }
  })(request)
}

export async function PATCH(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(updateCollectionEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const collectionId = parseIdParam((await ctx.params).collectionId, 'collection')
    return { collection: await updateCollection(await getDeps(), { userId: viewer.id, collectionId, change: body }) }
  })(request)
}

export async function DELETE(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(deleteCollectionEndpoint, async () => {
    const viewer = await requireViewer(request)
    const collectionId = parseIdParam((await ctx.params).collectionId, 'collection')
    await updateCollection(await getDeps(), { userId: viewer.id, collectionId, change: 'delete' })
    return undefined
  })(request)
}
