import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { PlaceRecord } from './place-types'
import { findNearestPlace } from './places-repository'

/** Spec §7 place_from_coordinates: the city that best covers the point (population-weighted nearest). */
export async function getPlaceNearCoordinates(
  { db }: Pick<CoreDeps, 'db'>,
  input: { latitude: number; longitude: number; excludeNeighborhoods: boolean },
): Promise<PlaceRecord> {
  const place = await findNearestPlace(db, input)
  if (!place) throw new AppError('NOT_FOUND', 'There is no town or city near those coordinates.')
  return place
}
