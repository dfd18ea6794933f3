// Place viewports (spec §3 viewport_northeast / viewport_southwest). GeoNames gives points, not shapes,
// so a city's box is derived from its population and a region's or country's from its cities.
import type { BoundingBox } from '@/core/shared/bounding-box'

export const WORLD_VIEWPORT: BoundingBox = { neLat: 90, neLng: 180, swLat: -90, swLng: -180 }

const MIN_HALF_LAT = 0.03
const MAX_HALF_LAT = 0.3
// Near the poles a degree of longitude shrinks to nothing; stop widening before the box wraps the globe.
const MIN_COS_LAT = 0.1

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/**
 * A city's box: ±0.03° of latitude for a village of 1,000, growing with the cube root of the population
 * (the radius of a town of uniform density grows slower than its head count) up to ±0.3° for a city of
 * a million or more, the span ARCHITECTURE §5 searches around bare coordinates. Longitude is widened by
 * 1/cos(latitude) so that the box is about as wide as it is tall on the ground.
 */
export function deriveViewport(latitude: number, longitude: number, population: number): BoundingBox {
  const halfLat = clamp(
    MIN_HALF_LAT * Math.cbrt(Math.max(population, 1000) / 1000),
    MIN_HALF_LAT,
    MAX_HALF_LAT,
  )
  const halfLng = halfLat / Math.max(Math.cos((latitude * Math.PI) / 180), MIN_COS_LAT)
  return {
    neLat: clamp(latitude + halfLat, -90, 90),
    neLng: clamp(longitude + halfLng, -180, 180),
    swLat: clamp(latitude - halfLat, -90, 90),
    swLng: clamp(longitude - halfLng, -180, 180),
  }
}

export type ViewportMember = { longitude: number; viewport: BoundingBox; weight: number }

/**
 * The box around the viewports of a region's or country's cities. A box cannot wrap past ±180°
 * (PostgreSQL boxes and the events search cannot either), so when the members' shortest span crosses the
 * antimeridian (Russia's Chukotka, Fiji, Kiribati) only the side holding most of the weight (population) is
 * kept; otherwise the box would stretch across the whole globe.
 */
export function computeBoundingViewport(members: readonly ViewportMember[]): BoundingBox {
  if (members.length === 0) return WORLD_VIEWPORT
  const kept = crossesAntimeridian(members.map((m) => m.longitude)) ? heavierSide(members) : members
  let box: BoundingBox | null = null
  for (const { viewport: v } of kept) {
    box = box
      ? {
          neLat: Math.max(box.neLat, v.neLat),
          neLng: Math.max(box.neLng, v.neLng),
          swLat: Math.min(box.swLat, v.swLat),
          swLng: Math.min(box.swLng, v.swLng),
        }
      : { ...v }
  }
  return box ?? WORLD_VIEWPORT
}

// The shortest arc covering every longitude leaves out the widest gap between neighbours on the circle.
// It crosses ±180° exactly when that widest gap is not the one that wraps around from +180 to -180.
function crossesAntimeridian(longitudes: readonly number[]): boolean {
  const sorted = [...longitudes].sort((a, b) => a - b)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (first === undefined || last === undefined) return false
  const wrapGap = first + 360 - last
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i] ?? 0) - (sorted[i - 1] ?? 0) > wrapGap) return true
  }
  return false
}

function heavierSide(members: readonly ViewportMember[]): readonly ViewportMember[] {
  const east = members.filter((m) => m.longitude >= 0)
  const west = members.filter((m) => m.longitude < 0)
  const weight = (list: readonly ViewportMember[]) => list.reduce((sum, m) => sum + Math.max(m.weight, 1), 0)
  return weight(east) >= weight(west) ? east : west
}
