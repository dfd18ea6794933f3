import { createCollection } from '@/core/social/create-collection'
import { listCollections } from '@/core/social/list-collections'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { CollectionSchema, collectionName } from '@/server/api-schemas/social-schemas'
import { z } from 'zod'

export const listCollectionsEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/collections/',
  summary: "The user's collections",
  description: 'Owner only.',
  tags: ['collections'],
  query: z.object({}),
  response: z.object({ collections: z.array(CollectionSchema) }),
  errors: [401, 403],
} satisfies Endpoint

export const createCollectionEndpoint = {
  method: 'POST',
  path: '/api/v3/users/{publicId}/collections/',
  summary: 'Create a collection',
  description: 'Name 1–80 characters; private unless `isPublic`. Owner only. 201.',
  tags: ['collections'],
  body: z.object({ name: collectionName, isPublic: z.boolean().default(false) }),
  response: z.object({ collection: CollectionSchema }),
  errors: [400, 401, 403, 409],
} satisfies Endpoint

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
