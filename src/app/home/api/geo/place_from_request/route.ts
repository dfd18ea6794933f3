import { locateVisitor } from '@/core/places/locate-visitor'
import { serializePlace } from '@/core/places/serialize-place'
import { env } from '@/env'
import { handleGet } from '@/server/api-handler'
import { placeFromRequestEndpoint } from '@/server/api-schemas/geo-schemas'
import { getDeps } from '@/server/get-deps'

export const GET = handleGet(placeFromRequestEndpoint, async (_q, request) => ({
  place: serializePlace(
    await locateVisitor(await getDeps(), {
      header: (name) => request.headers.get(name),
      defaultPlaceSlug: env().defaultPlaceSlug,
    }),
  ),
}))
