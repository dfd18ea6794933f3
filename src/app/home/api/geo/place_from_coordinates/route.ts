import { getPlaceNearCoordinates } from '@/core/places/get-place-near-coordinates'
import { serializePlace } from '@/core/places/serialize-place'
import { handleGet } from '@/server/api-handler'
import { placeFromCoordinatesEndpoint } from '@/server/api-schemas/geo-schemas'
import { getDeps } from '@/server/get-deps'

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
