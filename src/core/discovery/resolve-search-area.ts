import 'server-only'
import { findNearestPlace, findPlaceById } from '@/core/places/places-repository'
import type { PlaceRecord } from '@/core/places/place-types'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { bboxAround } from '@/core/search/results-url'
import type { BoundingBox } from '@/core/shared/bounding-box'

export type SearchAreaInput = { placeId?: string; latitude?: number; longitude?: number }
export type SearchArea = { place: PlaceRecord | null; area: BoundingBox | 'online' | 'anywhere' }

/** A place id, or coordinates (spec §9: the ±0.4 lng / ±0.3 lat box), or nowhere in particular. */
export async function resolveSearchArea({ db }: Pick<CoreDeps, 'db'>, input: SearchAreaInput): Promise<SearchArea> {
  if (input.placeId) {
    const place = await findPlaceById(db, input.placeId)
    if (!place) throw new AppError('INVALID_ARGUMENT', 'There is no place with that id.', { place_id: ['is not a known place id'] })
    if (place.placeType === 'online') return { place, area: 'online' }
    return {
      place,
      area: { swLat: place.viewportSwLat, swLng: place.viewportSwLng, neLat: place.viewportNeLat, neLng: place.viewportNeLng },
    }
  }
  if (input.latitude !== undefined && input.longitude !== undefined) {
    const b = bboxAround(input.latitude, input.longitude)
    const place = await findNearestPlace(db, { latitude: input.latitude, longitude: input.longitude, excludeNeighborhoods: true })
    return { place, area: { swLat: b.swLat, swLng: b.swLng, neLat: b.neLat, neLng: b.neLng } }
  }
  return { place: null, area: 'anywhere' }
}
