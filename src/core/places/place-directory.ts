// The places table held in memory, for the place lookups and place autocomplete (spec §7). Places are
// static reference data (ARCHITECTURE §4: loaded by the seed, never changed while the server runs), so
// one copy per database handle answers what the SQL of places-repository.ts answers, without a round trip.
// Storage is columnar: typed arrays for the numbers, repeated strings (countries, regions, time zones)
// stored once, and records built only for the few places an answer returns (~25 MB for 139,000 places,
// where 139,000 record objects cost about three times as much).
import {
  computeSearchBox,
  NEAREST_PLACE_SEARCH_RADII_KM,
  nearestPlaceTypes,
  pickNearestPlace,
  type NearestPlaceCandidate,
  type SearchBox,
} from './nearest-place'
import { foldPlaceName } from './place-slug'
import { PLACE_TYPES, type LatLng, type PlaceRecord, type PlaceType } from './place-types'

/**
 * A place as loaded, with log10(max(population, 1)) computed by the database: the ranking must add up
 * the very same doubles the SQL ranking adds, and V8's Math.log10 differs from the C library's in the
 * last bit for about 1 population in 300, which is enough to break a tie the other way.
 */
export type PlaceDirectoryRow = PlaceRecord & { logPopulation: number }

/** Repeated strings stored once: `codes[row]` indexes `values`. */
type SharedStrings = { values: (string | null)[]; codes: Uint32Array }

export type PlaceDirectory = {
  size: number
  ids: string[]
  names: string[]
  searchNames: string[]
  slugs: string[]
  /** Index into PLACE_TYPES. */
  placeTypes: Uint8Array
  latitudes: Float64Array
  longitudes: Float64Array
  populations: Int32Array
  logPopulations: Float64Array
  /** NE lat, NE lng, SW lat, SW lng per row. */
  viewports: Float64Array
  shared: Record<SharedColumn, SharedStrings>
  rowById: Map<string, number>
  /** Rows ordered by search name (UTF-16 order: every prefix is one contiguous run). */
  rowsBySearchName: Int32Array
  /** Rows bucketed by GRID_DEGREES cells: cell c holds gridRows[gridStarts[c] .. gridStarts[c + 1]). */
  gridStarts: Int32Array
  gridRows: Int32Array
}

const SHARED_COLUMNS = [
  'countryCode',
  'countryName',
  'regionCode',
  'regionName',
  'regionAbbreviation',
  'parentId',
  'timeZone',
] as const
type SharedColumn = (typeof SHARED_COLUMNS)[number]

// One degree: a 60 km search box spans 2–3 cells a side at mid latitudes, and the grid has 64,800 cells.
const GRID_DEGREES = 1
const GRID_ROWS = 180 / GRID_DEGREES
const GRID_COLUMNS = 360 / GRID_DEGREES

function gridRow(latitude: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor((latitude + 90) / GRID_DEGREES)))
}

function gridColumn(longitude: number): number {
  return Math.min(GRID_COLUMNS - 1, Math.max(0, Math.floor((longitude + 180) / GRID_DEGREES)))
}

export function buildPlaceDirectory(rows: readonly PlaceDirectoryRow[]): PlaceDirectory {
  const size = rows.length
  const directory: PlaceDirectory = {
    size,
    ids: rows.map((r) => r.id),
    names: rows.map((r) => r.name),
    searchNames: rows.map((r) => r.searchName),
    slugs: rows.map((r) => r.slug),
    placeTypes: Uint8Array.from(rows, (r) => PLACE_TYPES.indexOf(r.placeType)),
    latitudes: Float64Array.from(rows, (r) => r.latitude),
    longitudes: Float64Array.from(rows, (r) => r.longitude),
    populations: Int32Array.from(rows, (r) => r.population),
    logPopulations: Float64Array.from(rows, (r) => r.logPopulation),
    viewports: Float64Array.from(
      rows.flatMap((r) => [r.viewportNeLat, r.viewportNeLng, r.viewportSwLat, r.viewportSwLng]),
    ),
    shared: Object.fromEntries(SHARED_COLUMNS.map((c) => [c, shareStrings(rows.map((r) => r[c]))])) as Record<
      SharedColumn,
      SharedStrings
    >,
    rowById: new Map(rows.map((r, row) => [r.id, row])),
    rowsBySearchName: Int32Array.from(rows.keys()).sort((a, b) =>
      compareStrings(rows[a]!.searchName, rows[b]!.searchName),
    ),
    gridStarts: new Int32Array(GRID_ROWS * GRID_COLUMNS + 1),
    gridRows: new Int32Array(size),
  }
  // Counting sort into cells.
  const cells = Int32Array.from(rows, (r) => gridRow(r.latitude) * GRID_COLUMNS + gridColumn(r.longitude))
  for (const cell of cells) directory.gridStarts[cell + 1]! += 1
  for (let c = 1; c < directory.gridStarts.length; c++)
    directory.gridStarts[c]! += directory.gridStarts[c - 1]!
  const next = directory.gridStarts.slice(0, -1)
  cells.forEach((cell, row) => (directory.gridRows[next[cell]!++] = row))
  return directory
}

function shareStrings(values: (string | null)[]): SharedStrings {
  const index = new Map<string | null, number>()
  const codes = Uint32Array.from(values, (value) => {
    let code = index.get(value)
    if (code === undefined) index.set(value, (code = index.size))
    return code
  })
  return { values: [...index.keys()], codes }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The full record of a row, built on demand. */
export function readPlaceRecord(directory: PlaceDirectory, row: number): PlaceRecord {
  const shared = (column: SharedColumn): string | null =>
    directory.shared[column].values[directory.shared[column].codes[row]!] ?? null
  const v = row * 4
  return {
    id: directory.ids[row]!,
    name: directory.names[row]!,
    searchName: directory.searchNames[row]!,
    placeType: PLACE_TYPES[directory.placeTypes[row]!]!,
    countryCode: shared('countryCode'),
    countryName: shared('countryName'),
    regionCode: shared('regionCode'),
    regionName: shared('regionName'),
    regionAbbreviation: shared('regionAbbreviation'),
    parentId: shared('parentId'),
    slug: directory.slugs[row]!,
    latitude: directory.latitudes[row]!,
    longitude: directory.longitudes[row]!,
    population: directory.populations[row]!,
    timeZone: shared('timeZone') ?? '', // never taken: the column is not null
    viewportNeLat: directory.viewports[v]!,
    viewportNeLng: directory.viewports[v + 1]!,
    viewportSwLat: directory.viewports[v + 2]!,
    viewportSwLng: directory.viewports[v + 3]!,
  }
}

export function findPlaceInDirectory(directory: PlaceDirectory, id: string): PlaceRecord | null {
  const row = directory.rowById.get(id)
  return row === undefined ? null : readPlaceRecord(directory, row)
}

/** The same test as the SQL `latitude between … and (longitude between … or …)`, bounds included. */
function isRowInBox(directory: PlaceDirectory, row: number, box: SearchBox): boolean {
  const latitude = directory.latitudes[row]!
  if (latitude < box.minLat || latitude > box.maxLat) return false
  const longitude = directory.longitudes[row]!
  for (const [west, east] of box.lngRanges) if (longitude >= west && longitude <= east) return true
  return false
}

/** The rows inside a search box whose type is one of `types`, read from the grid cells the box touches. */
export function findRowsInBox(
  directory: PlaceDirectory,
  box: SearchBox,
  types: readonly PlaceType[],
): number[] {
  const typeCodes = types.map((t) => PLACE_TYPES.indexOf(t))
  // A column is visited once even when the two halves of an antimeridian box touch the same cell.
  const columns = new Uint8Array(GRID_COLUMNS)
  for (const [west, east] of box.lngRanges) columns.fill(1, gridColumn(west), gridColumn(east) + 1)
  const found: number[] = []
  for (let r = gridRow(box.minLat); r <= gridRow(box.maxLat); r++) {
    for (let c = 0; c < GRID_COLUMNS; c++) {
      if (!columns[c]) continue
      const cell = r * GRID_COLUMNS + c
      for (let i = directory.gridStarts[cell]!; i < directory.gridStarts[cell + 1]!; i++) {
        const row = directory.gridRows[i]!
        if (typeCodes.includes(directory.placeTypes[row]!) && isRowInBox(directory, row, box)) found.push(row)
      }
    }
  }
  return found
}

type DirectoryCandidate = NearestPlaceCandidate & { row: number }

/** findNearestPlace of places-repository.ts, answered from memory: same boxes, same scoring. */
export function findNearestPlaceInDirectory(
  directory: PlaceDirectory,
  input: LatLng & { excludeNeighborhoods: boolean },
): PlaceRecord | null {
  const point = { latitude: input.latitude, longitude: input.longitude }
  const types = nearestPlaceTypes(input.excludeNeighborhoods)
  for (const radiusKm of NEAREST_PLACE_SEARCH_RADII_KM) {
    const candidates = findRowsInBox(directory, computeSearchBox(point, radiusKm), types).map(
      (row): DirectoryCandidate => ({
        row,
        id: directory.ids[row]!,
        latitude: directory.latitudes[row]!,
        longitude: directory.longitudes[row]!,
        population: directory.populations[row]!,
        placeType: PLACE_TYPES[directory.placeTypes[row]!]!,
      }),
    )
    const best = pickNearestPlace(point, candidates, input)
    if (best) return readPlaceRecord(directory, best.row)
  }
  return null
}

export type PlaceNamePrefixQuery = {
  prefix: string
  limit: number
  /** Places within `radiusKm` of this point rank as if a hundred times more populous. */
  near?: LatLng
  /** Defaults to 200 km, the bias radius of spec §9. */
  radiusKm?: number
  /** Defaults to every type but `online`. */
  types?: readonly PlaceType[]
}

export const DEFAULT_PREFIX_TYPES: readonly PlaceType[] = ['locality', 'neighbourhood', 'region', 'country']
export const DEFAULT_BIAS_RADIUS_KM = 200

/** What a typed prefix is matched against: its folded form, or its lower case when folding leaves nothing. */
export function computePlacePrefixKey(prefix: string): string {
  return foldPlaceName(prefix) || prefix.trim().toLowerCase()
}

/** The first position in `rowsBySearchName` whose name is not below `key`. */
export function findSearchNameLowerBound(directory: PlaceDirectory, key: string): number {
  let low = 0
  let high = directory.size
  while (low < high) {
    const mid = (low + high) >>> 1
    if (directory.searchNames[directory.rowsBySearchName[mid]!]! < key) low = mid + 1
    else high = mid
  }
  return low
}

type RankedRow = { row: number; rank: number; population: number; id: string }

/**
 * The SQL order: rank desc, population desc, id asc (ids are ASCII, so JS order is the C collation's).
 * Takes the new row's fields apart so that the thousands of rows a short prefix matches allocate nothing.
 */
function isRankedBefore(rank: number, population: number, id: string, than: RankedRow): boolean {
  if (rank !== than.rank) return rank > than.rank
  if (population !== than.population) return population > than.population
  return id < than.id
}

/**
 * findPlacesByNamePrefix of places-repository.ts, answered from memory. Rank = log10(population)
 * + 2 inside the bias box − 1 for regions and countries, added in the SQL's order so that the doubles
 * and therefore the ties are the same.
 */
export function findPlacesByNamePrefixInDirectory(
  directory: PlaceDirectory,
  input: PlaceNamePrefixQuery,
): PlaceRecord[] {
  const key = computePlacePrefixKey(input.prefix)
  const types = input.types ?? DEFAULT_PREFIX_TYPES
  if (!key || input.limit <= 0 || types.length === 0) return []
  const wanted = PLACE_TYPES.map((t) => types.includes(t))
  const penalties = PLACE_TYPES.map((t) => (t === 'region' || t === 'country' ? 1 : 0))
  const nearBox = input.near ? computeSearchBox(input.near, input.radiusKm ?? DEFAULT_BIAS_RADIUS_KM) : null
  const { limit } = input
  // The first `limit` rows so far, in rank order (a short list: the limit is 5 to 8).
  const best: RankedRow[] = []
  for (let i = findSearchNameLowerBound(directory, key); i < directory.size; i++) {
    const row = directory.rowsBySearchName[i]!
    if (!directory.searchNames[row]!.startsWith(key)) break
    const typeCode = directory.placeTypes[row]!
    if (!wanted[typeCode]) continue
    const boost = nearBox && isRowInBox(directory, row, nearBox) ? 2 : 0
    const rank = directory.logPopulations[row]! + boost - penalties[typeCode]!
    const population = directory.populations[row]!
    const id = directory.ids[row]!
    if (best.length === limit && !isRankedBefore(rank, population, id, best[limit - 1]!)) continue
    let at = best.length
    while (at > 0 && isRankedBefore(rank, population, id, best[at - 1]!)) at--
    best.splice(at, 0, { row, rank, population, id })
    if (best.length > limit) best.pop()
  }
  return best.map((r) => readPlaceRecord(directory, r.row))
}
