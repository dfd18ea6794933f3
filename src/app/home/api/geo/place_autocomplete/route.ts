import { suggestPlaces } from '@/core/places/suggest-places'
import { handleGet } from '@/server/api-handler'
import { placeAutocompleteEndpoint } from '@/server/api-schemas/geo-schemas'
import { getDeps } from '@/server/get-deps'

export const GET = handleGet(
  placeAutocompleteEndpoint,
  async (q) => ({
    predictions: q.input
      ? await suggestPlaces(await getDeps(), {
          input: q.input,
          near:
            q.latitude !== undefined && q.longitude !== undefined
              ? { latitude: q.latitude, longitude: q.longitude }
              : undefined,
          types: q.types,
        })
      : [],
  }),
  { cacheControl: 'public, max-age=300' },
)
