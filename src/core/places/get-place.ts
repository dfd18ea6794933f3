import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findNearestPlaceInDirectory } from './place-directory'
import type { PlaceRecord } from './place-types'
import { findNearestPlace, findPlaceById, getPlaceDirectory } from './places-repository'

/**
 * Spec §7 place_from_google_place_id, with our own place ids. With excludeNeighborhoods a neighbourhood
 * resolves to the city it lies in. Answered from the place directory once it is loaded.
 */
export async function getPlace(
  { db }: Pick<CoreDeps, 'db'>,
  { placeId, excludeNeighborhoods }: { placeId: string; excludeNeighborhoods: boolean },
): Promise<PlaceRecord> {
  const directory = getPlaceDirectory(db)
  // Reads the directory itself when loaded; an unknown id costs one query, which only 404s pay.
  const place = await findPlaceById(db, placeId)
  if (!place)
    throw new AppError('NOT_FOUND', 'There is no place with that id.', {
      googlePlaceId: ['is not a known place id'],
    })
  if (excludeNeighborhoods && place.placeType === 'neighbourhood') {
    const point = { latitude: place.latitude, longitude: place.longitude, excludeNeighborhoods: true }
    return (
      (directory ? findNearestPlaceInDirectory(directory, point) : await findNearestPlace(db, point)) ?? place
    )
  }
  return place
}
