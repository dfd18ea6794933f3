import { getPlace } from '@/core/places/get-place'
import { serializePlace } from '@/core/places/serialize-place'
import { handleGet } from '@/server/api-handler'
import { placeFromIdEndpoint } from '@/server/api-schemas/geo-schemas'
import { getDeps } from '@/server/get-deps'

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
