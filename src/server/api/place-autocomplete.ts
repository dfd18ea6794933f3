import { suggestPlaces } from '@/core/places/suggest-places'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { PlaceSuggestionSchema } from '@/server/api-schemas/geo-schemas'
import { optionalNumber, optionalText } from '@/server/api-schemas/query-params'
import { z } from 'zod'

export const placeAutocompleteEndpoint = {
  method: 'GET',
  path: '/home/api/geo/place_autocomplete/',
  summary: 'Place suggestions for the location picker',
  description:
    'Cities, regions and countries (or also neighbourhoods with types=neighborhood) whose name starts with the input, biased within 200 km of latitude/longitude.',
  tags: ['geo'],
  query: z
    .object({
      input: optionalText(100),
      latitude: optionalNumber(-90, 90),
      longitude: optionalNumber(-180, 180),
      types: z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (!v || v === '' || v === 'regions' || v === '(regions)') return 'regions' as const
          if (v === 'neighborhood') return 'neighborhood' as const
          ctx.addIssue({ code: 'custom', message: 'must be regions or neighborhood' })
          return z.NEVER
        }),
    })
    .superRefine((q, ctx) => {
      if ((q.latitude === undefined) !== (q.longitude === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude and longitude go together' })
      }
    }),
  response: z.object({ predictions: z.array(PlaceSuggestionSchema) }),
} satisfies Endpoint

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
