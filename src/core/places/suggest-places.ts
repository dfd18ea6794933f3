import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findPlacesByNamePrefixInDirectory, type PlaceNamePrefixQuery } from './place-directory'
import { computePlaceSuggestion, type PlaceSuggestion } from './place-suggestion'
import type { PlaceType } from './place-types'
import { findPlacesByNamePrefix, getPlaceDirectory } from './places-repository'

export const MAX_PLACE_SUGGESTIONS = 5
/** Spec §7/§9: suggestions are biased within 200,000 m of known coordinates. */
export const BIAS_RADIUS_KM = 200

// Spec §7: "regions" by default (cities, regions, countries); neighbourhood mode adds neighbourhoods.
const TYPES: Record<'regions' | 'neighborhood', readonly PlaceType[]> = {
  regions: ['locality', 'region', 'country'],
  neighborhood: ['neighbourhood', 'locality', 'region', 'country'],
}

/**
 * Location-picker suggestions for typed text, replacing the spec's external maps service. Answered from
 * the place directory once it is loaded, from SQL until then, in the same order.
 */
export async function suggestPlaces(
  { db }: Pick<CoreDeps, 'db'>,
  input: { input: string; near?: { latitude: number; longitude: number }; types: 'regions' | 'neighborhood' },
): Promise<PlaceSuggestion[]> {
  const query: PlaceNamePrefixQuery = {
    prefix: input.input,
    limit: MAX_PLACE_SUGGESTIONS,
    ...(input.near ? { near: input.near, radiusKm: BIAS_RADIUS_KM } : {}),
    types: TYPES[input.types],
  }
  const directory = getPlaceDirectory(db)
  const places = directory
    ? findPlacesByNamePrefixInDirectory(directory, query)
    : await findPlacesByNamePrefix(db, query)
  return places.map(computePlaceSuggestion)
}
