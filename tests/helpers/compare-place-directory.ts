// Asks the place directory and the SQL of places-repository.ts the same questions on a loaded places
// table, for tests that both answer alike (the directory must be a drop-in for the SQL).
import type { Db } from '@/db/create-db'
import {
  findNearestPlaceInDirectory,
  findPlaceInDirectory,
  findPlacesByNamePrefixInDirectory,
  type PlaceDirectory,
  type PlaceNamePrefixQuery,
} from '@/core/places/place-directory'
import { findNearestPlaceInTable, findPlaceBySlug, findPlacesByNamePrefixInTable } from '@/core/places/places-repository'
import type { LatLng, PlaceType } from '@/core/places/place-types'

// Edges worth asking about: the antimeridian (Fiji, Chukotka), high latitudes (Svalbard, Alert), open sea.
const EDGE_POINTS: LatLng[] = [
  { latitude: -17.7134, longitude: 178.065 },
  { latitude: -16.8, longitude: 179.99 },
  { latitude: 64.7, longitude: -177.5 },
  { latitude: 78.2232, longitude: 15.6267 },
  { latitude: 82.5, longitude: -62.35 },
  { latitude: 89.9, longitude: 0 },
  { latitude: 0, longitude: -30 },
]
const PREFIXES = [
  'a',
  's',
  'new',
  'lon',
  'san',
  'par',
  'ber',
  'syd',
  'man',
  'bo',
  'ma',
  'zür',
  'st ',
  'saint',
  'x',
  'north ',
  '1',
]
const TYPE_SETS: (readonly PlaceType[] | undefined)[] = [
  undefined,
  ['locality', 'region', 'country'],
  ['neighbourhood'],
]

/** The questions on which the two disagree, described; empty when they answer alike. */
export async function findPlaceDirectoryMismatches(
  db: Db,
  directory: PlaceDirectory,
  sampleSize: number,
): Promise<string[]> {
  const mismatches: string[] = []
  // Around every n-th place, a little off its centre, plus the edge points.
  const step = Math.max(1, Math.floor(directory.size / sampleSize))
  const points = [...EDGE_POINTS]
  for (let row = 0; row < directory.size; row += step)
    points.push({
      latitude: directory.latitudes[row]! + ((row % 7) - 3) * 0.02,
      longitude: directory.longitudes[row]!,
    })
  for (const point of points) {
    for (const excludeNeighborhoods of [true, false]) {
      const input = { ...point, excludeNeighborhoods }
      const fromSql = await findNearestPlaceInTable(db, input)
      const fromMemory = findNearestPlaceInDirectory(directory, input)
      if (JSON.stringify(fromSql) !== JSON.stringify(fromMemory))
        mismatches.push(`nearest ${JSON.stringify(input)}: SQL ${fromSql?.id} memory ${fromMemory?.id}`)
    }
  }
  // Whole records, read by slug so that the SQL side cannot be answered from the directory.
  for (let row = 0; row < directory.size; row += step) {
    const fromSql = await findPlaceBySlug(db, directory.slugs[row]!)
    if (JSON.stringify(fromSql) !== JSON.stringify(findPlaceInDirectory(directory, directory.ids[row]!)))
      mismatches.push(`record ${directory.ids[row]}`)
  }
  for (const [i, prefix] of PREFIXES.entries()) {
    for (const [j, types] of TYPE_SETS.entries()) {
      const near = points[(i * 3 + j) % points.length]!
      for (const query of [
        { prefix, limit: 5, ...(types ? { types } : {}) },
        { prefix, limit: 8, near, radiusKm: 200, ...(types ? { types } : {}) },
      ] satisfies PlaceNamePrefixQuery[]) {
        const fromSql = await findPlacesByNamePrefixInTable(db, query)
        const fromMemory = findPlacesByNamePrefixInDirectory(directory, query)
        if (JSON.stringify(fromSql) !== JSON.stringify(fromMemory))
          mismatches.push(
            `prefix ${JSON.stringify(query)}: SQL ${fromSql.map((p) => p.id).join()} memory ${fromMemory.map((p) => p.id).join()}`,
          )
      }
    }
  }
  return mismatches
}
