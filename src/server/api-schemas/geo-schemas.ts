import { z } from 'zod'

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

export const PlaceResponse = z.object({ place: PlaceSchema })

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

