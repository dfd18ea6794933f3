import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeGeoFromHeaders } from './geo-headers'
import type { PlaceRecord } from './place-types'
import { findNearestPlace, findPlaceById, findPlaceBySlug } from './places-repository'

/**
 * Spec §7 place_from_request: the city nearest to the coordinates a CDN put in the headers; with only a
 * country, the city at the country's centre point (its capital or largest city); else the default city.
 */
export async function locateVisitor(
  { db }: Pick<CoreDeps, 'db'>,
  { header, defaultPlaceSlug }: { header: (name: string) => string | null; defaultPlaceSlug: string },
): Promise<PlaceRecord> {
  const guess = computeGeoFromHeaders(header)
  let place: PlaceRecord | null = null
  if (guess && 'latitude' in guess) {
    place = await findNearestPlace(db, { ...guess, excludeNeighborhoods: true })
  } else if (guess) {
    const country = await findPlaceById(db, guess.countryCode)
    if (country) {
      place = await findNearestPlace(db, {
        latitude: country.latitude,
        longitude: country.longitude,
        excludeNeighborhoods: true,
      })
    }
  }
  place ??= await findPlaceBySlug(db, defaultPlaceSlug)
  if (!place) throw new AppError('NOT_FOUND', `The default place "${defaultPlaceSlug}" is not loaded.`)
  return place
}
