// Loads the demo data (ARCHITECTURE §4) into an empty database, fast enough for a million events:
// rows travel as one JSON parameter per table and chunk, inside one transaction, with secondary
// indexes and foreign keys dropped during large loads and rebuilt once at the end.
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { ImageStore } from '@/core/images/image-store'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import type { DbHandle, Db } from '@/db/create-db'
import { loadPlaces } from '@/seed/places/load-places'
import * as schema from '@/db/schema'
import {
  discounts,
  events,
  featureFlags,
  images,
  organizers,
  searchLog,
  ticketClasses,
  venues,
} from '@/db/schema'
import { copyIntoTable, copyRows, formatCopyRows, type CopyTarget } from './copy-rows'
import { DEMO_COUNTRY_CITY_COUNTS } from './content/country-content'
import {
  dropDefinition,
  findDemoCities,
  findDroppableDefinitions,
  isDatabaseEmpty,
  resetIdSequences,
  restoreDefinition,
  insertDemoPayoutMethods,
  truncateAllExceptPlaces,
  type DroppedDefinition,
} from './demo-data-repository'
import { listDemoImages, type DemoImageSpec } from './demo-images'
import { generateEventChunks } from './demo-events'
import { buildDefaultFeatureFlags } from './demo-feature-flags'
import { generateOrganizerRows } from './demo-organizers'
import { planDemoData } from './demo-plan'
import type { DemoPlan, EventChunk } from './demo-plan-types'
import { generateSearchLogRows } from './demo-search-log'
import { generateVenueRows } from './demo-venues'
import { describeImage, renderCategoryImage } from './render-category-image'

export type SeedDemoDataOptions = {
  /** Dated events; series parents come on top. */
  events: number
  seed: number
  anchorDate: Date
  imageStore: ImageStore
  onProgress?: (done: number, total: number) => void
  /** Dated events per chunk: a thousand keeps memory flat and young-generation garbage collection cheap. */
  chunkSize?: number
  /** From this many events on, secondary indexes and foreign keys are dropped during the load. */
  rebuildIndexesFrom?: number
  /** Stops the load between chunks (Ctrl-C in the CLI); the database is left empty again. */
  signal?: AbortSignal
  /** Called as each phase ends with its wall-clock milliseconds (the import benchmark prints them). */
  onPhase?: (phase: SeedPhase, milliseconds: number) => void
}

export type SeedPhase = 'places' | 'images' | 'events' | 'indexes' | 'analyze'

export type SeedDemoDataResult = {
  datedEvents: number
  seriesParents: number
  ticketClasses: number
  discounts: number
  organizers: number
  venues: number
  images: number
  searchLog: number
  /** Whether indexes and foreign keys were dropped and rebuilt. */
  rebuiltIndexes: boolean
}

export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError'
}

// Tables written in bulk; their secondary indexes and foreign keys are what a large load rebuilds.
const BULK_TABLES = ['organizers', 'venues', 'events', 'ticket_classes', 'discounts']
const ID_TABLES = ['images', 'organizers', 'venues', 'events', 'ticket_classes', 'discounts', 'search_log']
const ROW_CHUNK = 10_000
const IMAGE_RENDER_CONCURRENCY = 4
// Two writers keep both cores of a small machine busy with the full-text work of the events table.
const PARALLEL_SESSIONS = 2

/** Renders the demo pictures missing from the store and describes every one for its images row. */
async function prepareDemoImages(store: ImageStore, specs: readonly DemoImageSpec[], createdAt: Date) {
  const rows: (typeof images.$inferInsert)[] = new Array<typeof images.$inferInsert>(specs.length)
  let next = 0
  async function worker() {
    for (;;) {
      const index = next++
      const spec = specs[index]
      if (!spec) return
      const stored = (await store.has(spec.key)) ? await store.get(spec.key) : null
      let bytes: Uint8Array
      let described: { width: number; height: number; edgeColor: string; blurDataUrl: string }
      if (stored) {
        bytes = stored.bytes
        described = await describeImage(bytes)
      } else {
        const rendered = await renderCategoryImage(spec)
        await store.put(spec.key, rendered.bytes, rendered.contentType)
        bytes = rendered.bytes
        described = rendered
      }
      rows[index] = {
        id: spec.id,
        storageKey: spec.key,
        contentType: 'image/png',
        width: described.width,
        height: described.height,
        byteSize: bytes.byteLength,
        edgeColor: described.edgeColor,
        blurDataUrl: described.blurDataUrl,
        alt: spec.alt,
        createdAt,
      }
    }
  }
  await Promise.all(Array.from({ length: IMAGE_RENDER_CONCURRENCY }, worker))
  return rows
}

type FormattedChunk = { events: string; ticketClasses: string; discounts: string }

function formatChunk(chunk: EventChunk): FormattedChunk {
  return {
    events: formatCopyRows(events, chunk.events),
    ticketClasses: formatCopyRows(ticketClasses, chunk.ticketClasses),
    discounts: formatCopyRows(discounts, chunk.discounts),
  }
}

async function copyChunk(target: CopyTarget, chunk: FormattedChunk): Promise<void> {
  await copyIntoTable(target, events, chunk.events)
  await copyIntoTable(target, ticketClasses, chunk.ticketClasses)
  await copyIntoTable(target, discounts, chunk.discounts)
}

type LoadSession = { db: Db; target: CopyTarget; close: () => Promise<void> }

/** A database session for loading: the PGlite instance itself, or a dedicated PostgreSQL client. */
async function openLoadSession(handle: DbHandle): Promise<LoadSession> {
  if (handle.kind === 'pglite') {
    const client = (handle.db as unknown as { $client: PGlite }).$client
    return { db: handle.db, target: { kind: 'pglite', client }, close: async () => undefined }
  }
  if (!handle.databaseUrl)
    throw new Error('A PostgreSQL handle without databaseUrl cannot open a load session.')
  const client = new pg.Client({ connectionString: handle.databaseUrl })
  client.on('error', () => undefined)
  await client.connect()
  // Each chunk commits on its own; waiting for the WAL flush at every commit buys nothing in a seed.
  await client.query('set synchronous_commit = off')
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    target: { kind: 'postgres', client },
    close: () => client.end(),
  }
}

// Rough relative build costs, to spread index builds over sessions: the full-text GIN index dwarfs the rest.
function estimateBuildCost(item: DroppedDefinition): number {
  if (/using gin \(search_vector/i.test(item.definition)) return 20
  if (/using (gist|gin)/i.test(item.definition)) return 4
  return 1
}

/** Recreates dropped indexes spread over the sessions (largest first), then foreign keys on the first. */
async function restoreDefinitions(
  sessions: readonly LoadSession[],
  dropped: readonly DroppedDefinition[],
  memory: string,
) {
  const queues: DroppedDefinition[][] = sessions.map(() => [])
  const load = sessions.map(() => 0)
  const indexes = dropped
    .filter((d) => d.kind === 'index')
    .sort((a, b) => estimateBuildCost(b) - estimateBuildCost(a))
  for (const item of indexes) {
    const least = load.indexOf(Math.min(...load))
    queues[least]?.push(item)
    load[least] = (load[least] ?? 0) + estimateBuildCost(item)
  }
  await Promise.all(
    sessions.map(async (session, i) => {
      // Index builds sort in memory; the default 64 MB spills to disk at this size.
      await session.db.execute(sql.raw(`set maintenance_work_mem = '${memory}'`))
      for (const item of queues[i] ?? []) await restoreDefinition(session.db, item)
    }),
  )
  // Foreign keys after indexes: each is validated by one join, and two on one table would queue anyway.
  const first = sessions[0]
  if (first)
    for (const item of dropped.filter((d) => d.kind === 'foreign-key'))
      await restoreDefinition(first.db, item)
}

/**
 * Fills an empty database with demo data: places (if missing), pictures, organizers, venues, events
 * with ticket classes and discounts, a search log and the default feature flags. Same seed and anchor
 * date → identical rows. Throws `DatabaseNotEmptyError` when events, organizers, venues or users exist.
 *
 * Small loads, and every load on PGlite, run in one transaction. Large loads on PostgreSQL use two
 * sessions at once and commit chunk by chunk; if one fails, the demo tables are emptied again and
 * every dropped index and constraint is recreated before the error is rethrown.
 */
export async function seedDemoData(
  handle: DbHandle,
  options: SeedDemoDataOptions,
): Promise<SeedDemoDataResult> {
  const { db } = handle
  const rebuildIndexes = options.events >= (options.rebuildIndexesFrom ?? 50_000)
  const endPhase = startPhaseClock(options.onPhase)
  if (!(await isDatabaseEmpty(db))) {
    throw new DatabaseNotEmptyError(
      'The database already holds events, organizers, venues or users; demo data goes into an empty one.',
    )
  }
  const { plan, imageRows } = await prepareLoad(db, options, endPhase)
  const result: SeedDemoDataResult = {
    datedEvents: 0,
    seriesParents: 0,
    ticketClasses: 0,
    discounts: 0,
    organizers: plan.organizerCount,
    venues: plan.venueCount,
    images: imageRows.length,
    searchLog: 0,
    rebuiltIndexes: rebuildIndexes,
  }
  options.onProgress?.(0, options.events)

  const parallel = handle.kind === 'postgres' && rebuildIndexes
  const sessions: LoadSession[] = []
  for (let i = 0; i < (parallel ? PARALLEL_SESSIONS : 1); i++) sessions.push(await openLoadSession(handle))
  try {
    await loadInSessions({ handle, sessions, parallel, rebuildIndexes, plan, imageRows, options, result, endPhase })
  } finally {
    await Promise.all(sessions.map((s) => s.close().catch(() => undefined)))
  }

  // VACUUM sets the visibility map, so the covering search indexes answer without table visits.
  await db.execute(sql`vacuum analyze`)
  // PGlite's write-ahead log grows fast under bulk loads (ARCHITECTURE §11).
  if (handle.kind === 'pglite') await db.execute(sql`checkpoint`)
  endPhase('analyze')
  return result
}

type EndPhase = (phase: SeedPhase) => void

function startPhaseClock(onPhase: SeedDemoDataOptions['onPhase']): EndPhase {
  let phaseStart = performance.now()
  return (phase) => {
    const now = performance.now()
    onPhase?.(phase, now - phaseStart)
    phaseStart = now
  }
}

/** Places (if missing) and pictures, then the plan drawn over the cities the places table holds. */
async function prepareLoad(db: Db, options: SeedDemoDataOptions, endPhase: EndPhase) {
  const anchorDate = new Date(options.anchorDate.getTime())
  // Pictures render on sharp's threads while the places load.
  const imageRows = prepareDemoImages(
    options.imageStore,
    listDemoImages(CATEGORIES, SUBCATEGORIES),
    anchorDate,
  )
  imageRows.catch(() => undefined)
  await loadPlaces(db)
  endPhase('places')
  const cities = await findDemoCities(db, DEMO_COUNTRY_CITY_COUNTS)
  if (cities.length === 0) throw new Error('No cities in the places table: loadPlaces did not fill it.')
  const plan = planDemoData({ events: options.events, seed: options.seed, anchorDate, cities })
  const rows = await imageRows
  endPhase('images')
  return { plan, imageRows: rows }
}

type LoadContext = {
  handle: DbHandle
  sessions: readonly LoadSession[]
  parallel: boolean
  rebuildIndexes: boolean
  plan: DemoPlan
  imageRows: (typeof images.$inferInsert)[]
  options: SeedDemoDataOptions
  result: SeedDemoDataResult
  endPhase: EndPhase
}

/** Writes every row; on failure leaves the demo tables empty and every dropped definition back. */
async function loadInSessions(ctx: LoadContext): Promise<void> {
  const { sessions, parallel, plan } = ctx
  const main = sessions[0] as LoadSession
  let dropped: DroppedDefinition[] = []
  try {
    // PostgreSQL DDL is transactional: in the one-transaction case a failure restores everything.
    if (!parallel) await main.db.execute(sql`begin`)
    dropped = ctx.rebuildIndexes ? await findDroppableDefinitions(main.db, BULK_TABLES) : []
    for (const item of dropped) await dropDefinition(main.db, item)

    await copyRows(main.target, images, ctx.imageRows)
    for (let from = 1; from <= plan.organizerCount; from += ROW_CHUNK) {
      await copyRows(main.target, organizers, generateOrganizerRows(plan, from, from + ROW_CHUNK - 1))
    }
    await insertDemoPayoutMethods(main.db, plan.anchor)
    for (let from = 1; from <= plan.venueCount; from += ROW_CHUNK) {
      await copyRows(main.target, venues, generateVenueRows(plan, from, from + ROW_CHUNK - 1))
    }
    await copyEventChunks(ctx)
    ctx.endPhase('events')

    const searchRows = generateSearchLogRows(plan)
    await copyRows(main.target, searchLog, searchRows)
    ctx.result.searchLog = searchRows.length
    await copyRows(main.target, featureFlags, buildDefaultFeatureFlags(plan.anchor))

    const memory = ctx.handle.kind === 'pglite' ? '256MB' : '512MB'
    await restoreDefinitions(parallel ? sessions : [main], dropped, memory)
    dropped = []
    ctx.endPhase('indexes')
    await resetIdSequences(main.db, ID_TABLES)
    if (!parallel) await main.db.execute(sql`commit`)
  } catch (error) {
    if (!parallel) await main.db.execute(sql`rollback`).catch(() => undefined)
    else await undoParallelLoad(sessions, dropped)
    throw error
  }
}

/**
 * Generates and formats the next chunk while the database writes the previous ones: one chunk in
 * flight per session, each committing on its own when the load runs in parallel.
 */
async function copyEventChunks({ sessions, parallel, plan, options, result }: LoadContext): Promise<void> {
  const inFlight = new Map<LoadSession, Promise<void>>()
  const idle: LoadSession[] = [...sessions]
  for (const chunk of generateEventChunks(plan, options.chunkSize ?? 1_000)) {
    options.signal?.throwIfAborted()
    const formatted = formatChunk(chunk)
    result.seriesParents += chunk.events.length - chunk.datedEvents
    result.ticketClasses += chunk.ticketClasses.length
    result.discounts += chunk.discounts.length
    const dated = chunk.datedEvents
    if (idle.length === 0) await Promise.race(inFlight.values())
    const session = idle.shift() as LoadSession
    const write = (async () => {
      if (parallel) await session.db.execute(sql`begin`)
      await copyChunk(session.target, formatted)
      if (parallel) await session.db.execute(sql`commit`)
      result.datedEvents += dated
      options.onProgress?.(result.datedEvents, options.events)
      inFlight.delete(session)
      idle.push(session)
    })()
    // Observed here so that a second failing writer is not an unhandled rejection; the race and the
    // final wait still see the error.
    write.catch(() => undefined)
    inFlight.set(session, write)
  }
  await Promise.all(inFlight.values())
}

/** After a failed parallel load: empty the demo tables and put back whatever was dropped. */
async function undoParallelLoad(sessions: readonly LoadSession[], dropped: readonly DroppedDefinition[]) {
  const main = sessions[0]
  if (!main) return
  // Sessions may be mid-transaction or broken; the first one that still answers does the cleaning.
  await Promise.all(sessions.map((s) => s.db.execute(sql`rollback`).catch(() => undefined)))
  try {
    await truncateAllExceptPlaces(main.db)
    for (const item of dropped) await restoreDefinition(main.db, item).catch(() => undefined)
  } catch {
    // The original error is the one worth reporting.
  }
}
