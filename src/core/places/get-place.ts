import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { PlaceRecord } from './place-types'
import { findNearestPlace, findPlaceById } from './places-repository'

/**
 * Spec §7 place_from_google_place_id, with our own place ids. With excludeNeighborhoods a neighbourhood
 * resolves to the city it lies in.
 */
export async function getPlace(
  { db }: Pick<CoreDeps, 'db'>,
  { placeId, excludeNeighborhoods }: { placeId: string; excludeNeighborhoods: boolean },
): Promise<PlaceRecord> {
  const place = await findPlaceById(db, placeId)
  if (!place)
    throw new AppError('NOT_FOUND', 'There is no place with that id.', {
      googlePlaceId: ['is not a known place id'],
    })
  if (excludeNeighborhoods && place.placeType === 'neighbourhood') {
    return (
      (await findNearestPlace(db, {
        latitude: place.latitude,
        longitude: place.longitude,
        excludeNeighborhoods: true,
      })) ?? place
    )
  }
  return place
}
