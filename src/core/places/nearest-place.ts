// "Which city is this point in?" for `place_from_coordinates` (spec §7). GeoNames gives cities as points,
// so the nearest point is often a small neighbourhood or suburb centre rather than the city the visitor is
// in; each candidate instead covers a radius that grows with its population, and the best-covering wins.
import type { LatLng, PlaceType } from './place-types'

const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE_LAT = 111.32

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * toRad
  const dLng = (b.longitude - a.longitude) * toRad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * How far a place of this population reaches: 1.5 km for a village of 1,000 (or an unknown population),
 * growing with the cube root of the population to ≈ 30 km for New York or London. A square root would let
 * a metropolis swallow the towns around it (Newark, 15 km from New York, must still answer for itself).
 */
export function computeCoverageRadiusKm(population: number): number {
  return 1.5 * Math.cbrt(Math.max(population, 1000) / 1000)
}

export type NearestPlaceCandidate = LatLng & { id: string; population: number; placeType: PlaceType }

export type NearestPlaceOptions = { excludeNeighborhoods: boolean }

/** Distance as a share of the candidate's coverage radius: below 1 means "inside", smaller is better. */
export function scoreNearestPlaceCandidate(point: LatLng, candidate: NearestPlaceCandidate): number {
  return haversineKm(point, candidate) / computeCoverageRadiusKm(candidate.population)
}

/**
 * Spec §7 `place_from_coordinates`: among the cities near the point, the one that best covers it
 * (lowest distance ÷ coverage radius). Only localities and neighbourhoods compete; neighbourhoods are
 * left out when `excludeNeighborhoods` is set. Ties go to the bigger place, then the smaller id.
 */
export function pickNearestPlace<T extends NearestPlaceCandidate>(
  point: LatLng,
  candidates: readonly T[],
  { excludeNeighborhoods }: NearestPlaceOptions,
): T | null {
  let best: { candidate: T; score: number } | null = null
  for (const candidate of candidates) {
    if (!isNearestPlaceType(candidate.placeType, excludeNeighborhoods)) continue
    const score = scoreNearestPlaceCandidate(point, candidate)
    if (!best || isBetter(score, candidate, best.score, best.candidate)) best = { candidate, score }
  }
  return best?.candidate ?? null
}

function isBetter(
  score: number,
  candidate: NearestPlaceCandidate,
  bestScore: number,
  best: NearestPlaceCandidate,
) {
  if (score !== bestScore) return score < bestScore
  if (candidate.population !== best.population) return candidate.population > best.population
  return candidate.id < best.id
}

/** The place types that may answer a coordinates lookup. */
export function nearestPlaceTypes(excludeNeighborhoods: boolean): PlaceType[] {
  return excludeNeighborhoods ? ['locality'] : ['locality', 'neighbourhood']
}

function isNearestPlaceType(placeType: PlaceType, excludeNeighborhoods: boolean): boolean {
  return placeType === 'locality' || (placeType === 'neighbourhood' && !excludeNeighborhoods)
}

/**
 * The boxes searched for candidates, in order: 60 km around the point (more than the coverage radius of
 * the largest city), then once more at 250 km for remote points. Farther than that there is no city.
 */
export const NEAREST_PLACE_SEARCH_RADII_KM = [60, 250] as const

export type SearchBox = { minLat: number; maxLat: number; lngRanges: [number, number][] }

/** A latitude/longitude box around a point, split in two where it crosses the antimeridian. */
export function computeSearchBox(point: LatLng, radiusKm: number): SearchBox {
  const halfLat = radiusKm / KM_PER_DEGREE_LAT
  const minLat = Math.max(-90, point.latitude - halfLat)
  const maxLat = Math.min(90, point.latitude + halfLat)
  // The box's widest latitude decides how many degrees of longitude the radius spans.
  const widestLat = Math.min(89.9, Math.max(Math.abs(minLat), Math.abs(maxLat)))
  const halfLng = radiusKm / (KM_PER_DEGREE_LAT * Math.cos((widestLat * Math.PI) / 180))
  if (halfLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] }
  const west = point.longitude - halfLng
  const east = point.longitude + halfLng
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [-180, east],
        [west + 360, 180],
      ],
    }
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    }
  return { minLat, maxLat, lngRanges: [[west, east]] }
}
