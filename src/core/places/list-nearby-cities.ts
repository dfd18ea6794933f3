import 'server-only'
import type { Db } from '@/db/create-db'
import type { PlaceRecord } from './place-types'
import { findLargestCitiesNear } from './places-repository'
import { computePlaceFullName } from './serialize-place'

const NEARBY_RADIUS_KM = 150
const NEARBY_LIMIT = 5

export type NearbyCity = { name: string; slug: string }

/**
 * The largest cities within 150 km of a place, largest first: what an empty search or a small town's
 * home offers instead of nothing (issue 5, issue 23).
 */
export async function listNearbyCities(db: Db, place: Pick<PlaceRecord, 'id' | 'latitude' | 'longitude'>): Promise<NearbyCity[]> {
  const cities = await findLargestCitiesNear(db, {
    point: { latitude: place.latitude, longitude: place.longitude },
    radiusKm: NEARBY_RADIUS_KM,
    limit: NEARBY_LIMIT,
    excludeId: place.id,
  })
  return cities.map((p) => ({ name: computePlaceFullName(p), slug: p.slug }))
}
