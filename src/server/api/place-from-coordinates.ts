import { getPlaceNearCoordinates } from '@/core/places/get-place-near-coordinates'
import { serializePlace } from '@/core/places/serialize-place'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { PlaceResponse } from '@/server/api-schemas/geo-schemas'
import { booleanFlag, optionalNumber } from '@/server/api-schemas/query-params'
import { z } from 'zod'

export const placeFromCoordinatesEndpoint = {
  method: 'GET',
  path: '/home/api/geo/place_from_coordinates/',
  summary: 'The city at coordinates',
  tags: ['geo'],
  query: z.object({
    latitude: optionalNumber(-90, 90).refine((v) => v !== undefined, 'is required'),
    longitude: optionalNumber(-180, 180).refine((v) => v !== undefined, 'is required'),
    excludeNeighborhoods: booleanFlag,
  }),
  response: PlaceResponse,
  errors: [400, 404],
} satisfies Endpoint

export const GET = handleGet(
  placeFromCoordinatesEndpoint,
  async (q) => ({
    place: serializePlace(
      await getPlaceNearCoordinates(await getDeps(), {
        latitude: q.latitude,
        longitude: q.longitude,
        excludeNeighborhoods: q.excludeNeighborhoods,
      }),
    ),
  }),
  { cacheControl: 'public, max-age=3600' },
)
