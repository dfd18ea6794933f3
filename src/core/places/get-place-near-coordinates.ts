import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findNearestPlaceInDirectory } from './place-directory'
import type { PlaceRecord } from './place-types'
import { findNearestPlace, getPlaceDirectory } from './places-repository'

/**
 * Spec §7 place_from_coordinates: the city that best covers the point (population-weighted nearest).
 * Answered from the place directory once it is loaded, from SQL until then: both give the same place.
 */
export async function getPlaceNearCoordinates(
  { db }: Pick<CoreDeps, 'db'>,
  input: { latitude: number; longitude: number; excludeNeighborhoods: boolean },
): Promise<PlaceRecord> {
  const directory = getPlaceDirectory(db)
  const place = directory ? findNearestPlaceInDirectory(directory, input) : await findNearestPlace(db, input)
  if (!place) throw new AppError('NOT_FOUND', 'There is no town or city near those coordinates.')
  return place
}
