// Data access for places (ARCHITECTURE §4). No `server-only` marker: the seed scripts load places outside
// Next.js, where that marker throws.
import { and, asc, between, count, desc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { escapeLike, prefixUpperBound } from '@/core/shared/text-prefix'
import { queryRows } from '@/db/query-rows'
import { places } from '@/db/schema'
import {
  computeSearchBox,
  NEAREST_PLACE_SEARCH_RADII_KM,
  nearestPlaceTypes,
  pickNearestPlace,
  type SearchBox,
} from './nearest-place'
import {
  buildPlaceDirectory,
  computePlacePrefixKey,
  DEFAULT_BIAS_RADIUS_KM,
  DEFAULT_PREFIX_TYPES,
  findNearestPlaceInDirectory,
  findPlaceInDirectory,
  findPlacesByNamePrefixInDirectory,
  type PlaceDirectory,
  type PlaceDirectoryRow,
  type PlaceNamePrefixQuery,
} from './place-directory'
import { PLACE_TYPES, type LatLng, type PlaceRecord, type PlaceType } from './place-types'

type PlaceRow = typeof places.$inferSelect

// The row and the record must stay the same shape; this fails to compile when a column is added to one only.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : never
const _recordMatchesTable: SameKeys<PlaceRow, PlaceRecord> = true

function toPlaceRecord(row: PlaceRow): PlaceRecord {
  return { ...row, placeType: toPlaceType(row.placeType, row.id) }
}

function toPlaceType(value: string, id: string): PlaceType {
  const placeType = PLACE_TYPES.find((t) => t === value)
  if (!placeType) throw new Error(`Place ${id} has an unknown place_type "${value}".`)
  return placeType
}

export async function countPlaces(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(places)
  return row?.n ?? 0
}

// ~2,000 rows × 19 columns per statement: one array parameter per column keeps the statement small and
// its parse cost constant, where a multi-row VALUES list would carry 38,000 parameters. Most of the load
// time is index upkeep (measured on PGlite: ~1 s to copy the rows unindexed, ~10 s with the five indexes).
const INSERT_BATCH_SIZE = 2000

export type InsertPlacesOptions = { onProgress?: (inserted: number, total: number) => void }

/** Inserts places in batches inside one transaction; rows whose id or slug already exist are skipped. */
export async function insertPlaces(
  db: Db,
  records: readonly PlaceRecord[],
  { onProgress }: InsertPlacesOptions = {},
): Promise<number> {
  if (records.length === 0) return 0
  return db.transaction(async (tx) => {
    let inserted = 0
    for (let start = 0; start < records.length; start += INSERT_BATCH_SIZE) {
      const batch = records.slice(start, start + INSERT_BATCH_SIZE)
      const [row] = await queryRows<{ n: number }>(tx, insertBatchStatement(batch))
      inserted += row?.n ?? 0
      onProgress?.(start + batch.length, records.length)
    }
    return inserted
  })
}

function insertBatchStatement(batch: readonly PlaceRecord[]): SQL {
  const column = <T>(pick: (r: PlaceRecord) => T) => sql.param(batch.map(pick))
  return sql`
    with inserted as (
      insert into places (
        id, name, search_name, place_type, country_code, country_name, region_code, region_name,
        region_abbreviation, parent_id, slug, latitude, longitude, population, time_zone,
        viewport_ne_lat, viewport_ne_lng, viewport_sw_lat, viewport_sw_lng)
      select * from unnest(
        ${column((r) => r.id)}::text[], ${column((r) => r.name)}::text[], ${column((r) => r.searchName)}::text[],
        ${column((r) => r.placeType)}::text[], ${column((r) => r.countryCode)}::text[],
        ${column((r) => r.countryName)}::text[], ${column((r) => r.regionCode)}::text[],
        ${column((r) => r.regionName)}::text[], ${column((r) => r.regionAbbreviation)}::text[],
        ${column((r) => r.parentId)}::text[], ${column((r) => r.slug)}::text[],
        ${column((r) => r.latitude)}::float8[], ${column((r) => r.longitude)}::float8[],
        ${column((r) => r.population)}::int4[], ${column((r) => r.timeZone)}::text[],
        ${column((r) => r.viewportNeLat)}::float8[], ${column((r) => r.viewportNeLng)}::float8[],
        ${column((r) => r.viewportSwLat)}::float8[], ${column((r) => r.viewportSwLng)}::float8[])
      on conflict do nothing
      returning 1)
    select count(*)::int as n from inserted`
}

export async function findPlaceBySlug(db: Db, slug: string): Promise<PlaceRecord | null> {
  const [row] = await db.select().from(places).where(eq(places.slug, slug)).limit(1)
  return row ? toPlaceRecord(row) : null
}

/**
 * One place by id: from the place directory when it is loaded (searches by place id ask this too), else
 * from the table. A miss asks the table as well: only tests add places while running, and they only add.
 */
export async function findPlaceById(db: Db, id: string): Promise<PlaceRecord | null> {
  const directory = directoryStates.get(db)?.directory
  const found = directory && findPlaceInDirectory(directory, id)
  if (found) return found
  const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1)
  return row ? toPlaceRecord(row) : null
}

// One directory per database handle. Kept on globalThis because the Next.js build and our own server
// (scripts/serve.ts, which runs the fast lane's endpoint modules) each load a copy of this module.
// Listed in src/server/cache-registry.ts as `placeDirectory`, whose counters and hook are below.
type DirectoryState = { directory?: PlaceDirectory; loading?: Promise<PlaceDirectory>; hits: number; misses: number }
const directoryStates = ((
  globalThis as { __tesseraPlaceDirectories?: WeakMap<Db, DirectoryState> }
).__tesseraPlaceDirectories ??= new WeakMap<Db, DirectoryState>())

/**
 * The in-memory copy of the places table for `db` (place-directory.ts), loaded once: concurrent callers
 * share one load, and a failed load is tried again by the next call. Pass the root handle, not a
 * transaction: each object gets its own copy.
 */
export async function loadPlaceDirectory(db: Db): Promise<PlaceDirectory> {
  const state = directoryStates.get(db) ?? { hits: 0, misses: 0 }
  directoryStates.set(db, state)
  if (state.directory) return state.directory
  state.loading ??= findAllPlaceDirectoryRows(db).then(
    (rows) => {
      state.directory = buildPlaceDirectory(rows)
      return state.directory
    },
    (error: unknown) => {
      state.loading = undefined
      throw error
    },
  )
  return state.loading
}

/**
 * The place directory of `db` when it is loaded; otherwise null, after starting the load in the
 * background, so that requests keep answering from SQL (at the usual speed) until it is ready instead of
 * waiting a second or more for it. A failed background load is left for the next call to retry.
 */
export function getPlaceDirectory(db: Db): PlaceDirectory | null {
  const state = directoryStates.get(db)
  if (state?.directory) {
    state.hits++
    return state.directory
  }
  if (state) state.misses++
  if (!state?.loading) loadPlaceDirectory(db).catch(() => undefined)
  return null
}

/** Lookups the directory of `db` answered, and those that went to SQL while it was not loaded. */
export function getPlaceDirectoryStats(db: Db): { hits: number; misses: number; size: number } {
  const state = directoryStates.get(db)
  return { hits: state?.hits ?? 0, misses: state?.misses ?? 0, size: state?.directory ? 1 : 0 }
}

/** Forgets the directory of `db` (the places table was reloaded): the next lookup starts a new load. */
export function forgetPlaceDirectory(db: Db): void {
  const state = directoryStates.get(db)
  if (!state) return
  state.directory = undefined
  state.loading = undefined
}

// What the ranking adds up; the directory takes it from here so that its doubles are the database's.
const logPopulation = sql<number>`log(greatest(${places.population}, 1))`

// Rows per page of the load: the embedded PGlite grows its WebAssembly memory to hold a whole result and
// never gives it back, so 139,000 places at once would cost ~200 MB for good; pages keep it to a few MB.
const DIRECTORY_PAGE_ROWS = 10_000

async function findAllPlaceDirectoryRows(db: Db): Promise<PlaceDirectoryRow[]> {
  const out: PlaceDirectoryRow[] = []
  let after: string | null = null
  for (;;) {
    const rows = await db
      .select({ ...getTableColumns(places), logPopulation: logPopulation.mapWith(Number) })
      .from(places)
      .where(after === null ? undefined : gt(places.id, after))
      .orderBy(asc(places.id))
      .limit(DIRECTORY_PAGE_ROWS)
    for (const row of rows) out.push({ ...toPlaceRecord(row), logPopulation: row.logPopulation })
    if (rows.length < DIRECTORY_PAGE_ROWS) return out
    after = rows[rows.length - 1]!.id
  }
}

export type FindNearestPlaceInput = LatLng & { excludeNeighborhoods: boolean }

/**
 * The city covering a point (spec §7 `place_from_coordinates`, rule in nearest-place.ts): candidates come
 * from a box on `places_lat_lng_idx`, widened once for remote points; null when no city is near.
 */
export async function findNearestPlace(db: Db, input: FindNearestPlaceInput): Promise<PlaceRecord | null> {
  // From memory when the directory is loaded: the same answer without hundreds of rows read and parsed on
  // the event loop (a search around a box asks this; issue 39 finding 15).
  const directory = directoryStates.get(db)?.directory
  return directory ? findNearestPlaceInDirectory(directory, input) : findNearestPlaceInTable(db, input)
}

/** findNearestPlace answered by SQL, whether or not the directory is loaded (tests compare the two). */
export async function findNearestPlaceInTable(db: Db, input: FindNearestPlaceInput): Promise<PlaceRecord | null> {
  const point = { latitude: input.latitude, longitude: input.longitude }
  const types = nearestPlaceTypes(input.excludeNeighborhoods)
  for (const radiusKm of NEAREST_PLACE_SEARCH_RADII_KM) {
    // Hundreds of candidates in a dense area: fetch only what the scoring reads, then the winner's row.
    const candidates = await db
      .select({
        id: places.id,
        latitude: places.latitude,
        longitude: places.longitude,
        population: places.population,
        placeType: places.placeType,
      })
      .from(places)
      .where(and(inBox(computeSearchBox(point, radiusKm)), inArray(places.placeType, types)))
    const best = pickNearestPlace(
      point,
      candidates.map((c) => ({ ...c, placeType: toPlaceType(c.placeType, c.id) })),
      input,
    )
    if (best) return findPlaceById(db, best.id)
  }
  return null
}

function inBox(box: SearchBox): SQL | undefined {
  return and(
    between(places.latitude, box.minLat, box.maxLat),
    or(...box.lngRanges.map(([west, east]) => between(places.longitude, west, east))),
  )
}

export type FindPlacesByNamePrefixInput = PlaceNamePrefixQuery

/**
 * Places whose folded name starts with the folded prefix, most populous first (`places_search_name_prefix_idx`).
 * Nearby places get a boost of 2 in log10(population); regions and countries lose 1, because their
 * population is the sum of their cities and would otherwise bury the city people mean ("New York").
 */
export async function findPlacesByNamePrefix(
  db: Db,
  input: FindPlacesByNamePrefixInput,
): Promise<PlaceRecord[]> {
  const directory = directoryStates.get(db)?.directory
  return directory ? findPlacesByNamePrefixInDirectory(directory, input) : findPlacesByNamePrefixInTable(db, input)
}

/** findPlacesByNamePrefix answered by SQL, whether or not the directory is loaded (tests compare the two). */
export async function findPlacesByNamePrefixInTable(db: Db, input: FindPlacesByNamePrefixInput): Promise<PlaceRecord[]> {
  const folded = computePlacePrefixKey(input.prefix)
  if (!folded || input.limit <= 0) return []
  const types = input.types ?? DEFAULT_PREFIX_TYPES
  if (types.length === 0) return []
  const nearBox = input.near
    ? inBox(computeSearchBox(input.near, input.radiusKm ?? DEFAULT_BIAS_RADIUS_KM))
    : undefined
  const nearBoost = nearBox ? sql`case when ${nearBox} then 2 else 0 end` : sql`0`
  const rank = sql`${logPopulation} + ${nearBoost}
    - case when ${places.placeType} in ('region', 'country') then 1 else 0 end`
  const rows = await db
    .select()
    .from(places)
    .where(
      and(
        // The range on text_pattern_ops lets the index answer even when the planner cannot see into LIKE's
        // parameter; LIKE itself keeps the match exact.
        sql`${places.searchName} ~>=~ ${folded}`,
        sql`${places.searchName} ~<~ ${prefixUpperBound(folded)}`,
        sql`${places.searchName} like ${escapeLike(folded) + '%'}`,
        inArray(places.placeType, [...types]),
      ),
    )
    .orderBy(desc(rank), desc(places.population), asc(places.id))
    .limit(input.limit)
  return rows.map(toPlaceRecord)
}

/**
 * The most populous cities within `radiusKm` of a point, biggest first, leaving out `excludeId`: the
 * "nearby places" a results page suggests when a search finds nothing (uses places_lat_lng_idx).
 */
export async function findLargestCitiesNear(
  db: Db,
  { point, radiusKm, limit, excludeId }: { point: LatLng; radiusKm: number; limit: number; excludeId: string },
): Promise<PlaceRecord[]> {
  const rows = await db
    .select()
    .from(places)
    .where(and(inBox(computeSearchBox(point, radiusKm)), eq(places.placeType, 'locality'), sql`${places.id} <> ${excludeId}`))
    .orderBy(desc(places.population), asc(places.id))
    .limit(limit)
  return rows.map(toPlaceRecord)
}
