import { getPlace } from '@/core/places/get-place'
import { serializePlace } from '@/core/places/serialize-place'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { PlaceResponse } from '@/server/api-schemas/geo-schemas'
import { booleanFlag } from '@/server/api-schemas/query-params'
import { z } from 'zod'

export const placeFromIdEndpoint = {
  method: 'GET',
  path: '/home/api/geo/place_from_google_place_id/',
  summary: 'A place by id',
  description:
    'The id is one of our place ids (as given by place_autocomplete `value`). Empty parameters are ignored.',
  tags: ['geo'],
  query: z.object({
    googlePlaceId: z
      .string({ message: 'is required' })
      .max(64, 'must be at most 64 characters')
      .refine((v) => v.trim() !== '', 'must not be empty')
      .transform((v) => v.trim()),
    excludeNeighborhoods: booleanFlag,
    enableNeighborhoodsAndBoroughs: booleanFlag,
  }),
  response: PlaceResponse,
  errors: [400, 404],
} satisfies Endpoint

export const GET = handleGet(
  placeFromIdEndpoint,
  async (q) => ({
    place: serializePlace(
      await getPlace(await getDeps(), {
        placeId: q.googlePlaceId,
        excludeNeighborhoods: q.excludeNeighborhoods,
      }),
    ),
  }),
  { cacheControl: 'public, max-age=3600' },
)
