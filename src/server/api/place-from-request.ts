import { locateVisitor } from '@/core/places/locate-visitor'
import { serializePlace } from '@/core/places/serialize-place'
import { env } from '@/env'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { PlaceResponse } from '@/server/api-schemas/geo-schemas'
import { z } from 'zod'

export const placeFromRequestEndpoint = {
  method: 'GET',
  path: '/home/api/geo/place_from_request/',
  summary: "The visitor's place",
  description:
    'From CDN geo headers (Cloudflare cf-iplatitude/cf-iplongitude/cf-ipcountry, Vercel x-vercel-ip-*, CloudFront cloudfront-viewer-*) when present, else the configured default city.',
  tags: ['geo'],
  query: z.object({}),
  response: PlaceResponse,
} satisfies Endpoint

export const GET = handleGet(placeFromRequestEndpoint, async (_q, request) => ({
  place: serializePlace(
    await locateVisitor(await getDeps(), {
      header: (name) => request.headers.get(name),
      defaultPlaceSlug: env().defaultPlaceSlug,
    }),
  ),
}))
