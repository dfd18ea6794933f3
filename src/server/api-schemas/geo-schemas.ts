import { z } from 'zod'
import type { Endpoint } from '../api-handler'
import { booleanFlag, optionalNumber, optionalText } from './query-params'

const LatLng = z.object({ latitude: z.number(), longitude: z.number() })

export const PlaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    location_slug: z.string(),
    place_type: z.enum(['locality', 'neighbourhood', 'region', 'country', 'online']),
    derived_ancestor_type: z.enum(['region', 'country']).nullable(),
    parent_id: z.string().nullable(),
    population: z.int(),
    localizations: z.object({
      default: z.object({
        full_name: z.string(),
        short_name: z.string(),
        country: z.object({ full_name: z.string(), suggested_abbreviation: z.string() }).nullable(),
        region: z
          .object({
            full_name: z.string(),
            short_name: z.string(),
            suggested_abbreviation: z.string().nullable(),
          })
          .optional(),
      }),
    }),
    viewport_northeast: LatLng,
    viewport_southwest: LatLng,
    time_zone: z.string(),
  })
  .meta({ id: 'Place', description: 'Spec §3 Place.' })

const PlaceResponse = z.object({ place: PlaceSchema })

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

export const PlaceSuggestionSchema = z
  .object({
    value: z.string(),
    content: z.string(),
    secondaryContent: z.string(),
    placeType: z.string(),
    currentPlace: z.string(),
    currentPlaceParent: z.string(),
    country: z.string(),
  })
  .meta({ id: 'Suggestion', description: 'Spec §3 Suggestion.' })

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
