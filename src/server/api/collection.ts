import { getCollection } from '@/core/social/get-collection'
import { updateCollection } from '@/core/social/update-collection'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requestOrigin } from '@/server/http/request-policy'
import { getRequestViewer, requireViewer } from '@/server/request-viewer'
import { EventSchema } from '@/server/api-schemas/event-schemas'
import { CollectionSchema, collectionName } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const getCollectionEndpoint = {
  method: 'GET',
  path: '/api/v3/collections/{collectionId}/',
  summary: 'One collection with its events',
  description: "Public collections for anyone; a private one for its owner only (404 for others).",
  tags: ['collections'],
  query: z.object({}),
  response: z.object({ collection: CollectionSchema.extend({ owner: z.object({ publicId: z.string(), fullName: z.string() }), isOwner: z.boolean(), events: z.array(EventSchema) }) }),
  errors: [404],
} satisfies Endpoint

export const updateCollectionEndpoint = {
  method: 'PATCH',
  path: '/api/v3/collections/{collectionId}/',
  summary: 'Rename a collection or make it public/private',
  description: '`DELETE` on the same path deletes it. Owner only (404 for others).',
  tags: ['collections'],
  body: z.object({ name: collectionName.optional(), isPublic: z.boolean().optional() }),
  response: z.object({ collection: CollectionSchema }),
  errors: [400, 401, 404],
} satisfies Endpoint

export const deleteCollectionEndpoint = { ...updateCollectionEndpoint, method: 'DELETE', summary: 'Delete a collection', body: z.object({}), response: z.null() } satisfies Endpoint

type Ctx = PathContext<{ collectionId: string }>

export async function GET(request: Request, ctx: Ctx): Promise<Response> {
  return handleGet(getCollectionEndpoint, async () => {
    const collectionId = parseIdParam((await ctx.params).collectionId, 'collection')
    const viewer = await getRequestViewer(request)
    return { collection: await getCollection(await getDeps(), { collectionId, viewerUserId: viewer?.id ?? null, origin: requestOrigin() }) }
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
