// One factory for both engines: the embedded PGlite when DATABASE_URL is unset, PostgreSQL otherwise.
// Both speak the same SQL and run the same migrations (docs/decisions/002-embedded-postgres.md).
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'
import { createReadRouter, type ReadRouter, type ReadRouterOptions } from './read-router'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbHandle = {
  db: Db
  /**
   * For reads that may be a moment behind (discovery, decision 067): the replicas' router when
   * DATABASE_REPLICA_URLS names some, else the same as `db`. Never for transactions or writes.
   */
  readDb: Db
  /** Set when replicas are configured: their health, and the fence that cache changes raise. */
  replicas?: ReadRouter
  kind: 'pglite' | 'postgres'
  /** Set for PostgreSQL, so that work needing one session (advisory locks) can open its own client. */
  databaseUrl?: string
  close: () => Promise<void>
}

export type CreateDbOptions = {
  /** postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string
  /** Folder for the embedded database files; `undefined` keeps it in memory (tests). */
  dataDir?: string
  /**
   * The embedded database's files to start from (a PGlite `dumpDataDir` tarball) instead of an empty
   * database: tests open a copy of one migrated database rather than running initdb and every migration.
   */
  loadDataDir?: Blob
  /** Pool size for PostgreSQL. */
  maxConnections?: number
  /**
   * Called with every query's duration (the database histogram of /metrics when METRICS_ENABLED). A
   * callback: src/db is the ground floor and does not import the metrics module above it.
   */
  onQueryTimed?: QueryTimer
  /** PostgreSQL read replicas and how they are watched (decision 067); ignored for the embedded database. */
  replicas?: { urls: readonly string[] } & ReadRouterOptions
}

export type QueryTimer = (database: 'postgres' | 'pglite', seconds: number) => void

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  /** True when waiting may help: the server refuses connections, is starting up or has no free slot. */
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message)
  }
}

// ECONNREFUSED: not listening yet; 57P03: starting up; 53300: too many clients; and a connect timeout.
function isTransientConnectError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'ECONNREFUSED' || code === '57P03' || code === '53300' || /timeout/i.test((error as Error).message ?? '')
}

/**
 * createDb, waiting up to `waitMs` for a PostgreSQL that refuses connections, is starting up, has no free
 * slot or answers too slowly (a busy machine); a wrong password or database name fails at once.
 * `onWait` hears the first transient failure.
 */
export async function createDbWaiting(options: CreateDbOptions, { waitMs, onWait }: { waitMs: number; onWait?: (error: DatabaseUnavailableError) => void }): Promise<DbHandle> {
  const deadline = Date.now() + waitMs
  for (let attempt = 0; ; attempt++) {
    try {
      return await createDb(options)
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError) || !error.transient || Date.now() >= deadline) throw error
      if (attempt === 0) onWait?.(error)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.maxConnections ?? 10, options.onQueryTimed, options.replicas)
  return createPgliteDb(options.dataDir, options.loadDataDir, options.onQueryTimed)
}

async function createPgliteDb(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  timer: QueryTimer | undefined,
): Promise<DbHandle> {
  let dir: string | undefined
  if (dataDir) {
    dir = path.join(dataDir, 'pglite')
    assertWritableDir(dataDir)
    fs.mkdirSync(dir, { recursive: true })
  }
  // pg_trgm only: loading cube/earthdistance beside it breaks trigram queries (ARCHITECTURE §11).
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir })
  if (timer) timePgliteQueries(client, timer)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return { db, readDb: db, kind: 'pglite', close: () => client.close() }
}

async function createPostgresDb(
  url: string,
  max: number,
  timer: QueryTimer | undefined,
  replicaOptions: CreateDbOptions['replicas'],
): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 })
  // An idle client can error when the server restarts; without a listener that kills the process.
  pool.on('error', () => undefined)
  if (timer) pool.on('connect', (client) => timeQueries(client, timer))
  try {
    const c = await pool.connect()
    c.release()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new DatabaseUnavailableError(
      `Cannot connect to the database at ${redactUrl(url)}: ${(error as Error).message}. Check DATABASE_URL.`,
      isTransientConnectError(error),
    )
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  if (!replicaOptions || replicaOptions.urls.length === 0) return { db, readDb: db, kind: 'postgres', databaseUrl: url, close: () => pool.end() }
  const { urls, ...routing } = replicaOptions
  const replicas = createReadRouter(pool, urls, routing)
  if (timer) replicas.onConnect((client) => timeQueries(client, timer))
  // drizzle runs every statement through `query(config, values)`, the one method the router has.
  const readDb = drizzlePg({ client: replicas.client as unknown as pg.Pool, schema }) as unknown as Db
  return {
    db,
    readDb,
    replicas,
    kind: 'postgres',
    databaseUrl: url,
    close: async () => {
      await replicas.close()
      await pool.end()
    },
  }
}

// Statements inside a PGlite transaction run on its transaction object and are not timed.
function timePgliteQueries(client: PGlite, timer: QueryTimer): void {
  const query = client.query.bind(client)
  client.query = (async (...args: Parameters<typeof query>) => {
    const started = performance.now()
    try {
      return await query(...args)
    } finally {
      timer('pglite', (performance.now() - started) / 1000)
    }
  }) as typeof client.query
}

type QueryCallback = (error: Error | null, result: unknown) => void

// Times every query a pooled client runs (pool.query and transactions alike) into the database histogram
// of /metrics. pg calls back or returns a promise depending on how it is called; both are timed.
function timeQueries(client: pg.PoolClient, timer: QueryTimer): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const observe = (started: number) => timer('postgres', (performance.now() - started) / 1000)
  ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined
    if (first && typeof first.submit === 'function') return query(...args)
    const started = performance.now()
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      const callback = last as QueryCallback
      return query(...args.slice(0, -1), (error: Error | null, result: unknown) => {
        observe(started)
        callback(error, result)
      })
    }
    return (query(...args) as Promise<unknown>).finally(() => observe(started))
  }
}

function assertWritableDir(dir: string) {
  try {
    fs.mkdirSync(dir, { recursive: true })
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK)
  } catch {
    throw new DatabaseUnavailableError(
      `DATA_DIR ${dir} is not a readable and writable folder. Point DATA_DIR at a folder Tessera may write to.`,
    )
  }
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparseable URL)'
  }
}
