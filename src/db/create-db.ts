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

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbHandle = {
  db: Db
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
  /** Pool size for PostgreSQL. */
  maxConnections?: number
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options.maxConnections ?? 10)
  return createPgliteDb(options.dataDir)
}

async function createPgliteDb(dataDir: string | undefined): Promise<DbHandle> {
  let dir: string | undefined
  if (dataDir) {
    dir = path.join(dataDir, 'pglite')
    assertWritableDir(dataDir)
    fs.mkdirSync(dir, { recursive: true })
  }
  // pg_trgm only: loading cube/earthdistance beside it breaks trigram queries (ARCHITECTURE §11).
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}

async function createPostgresDb(url: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 })
  // An idle client can error when the server restarts; without a listener that kills the process.
  pool.on('error', () => undefined)
  try {
    const c = await pool.connect()
    c.release()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new DatabaseUnavailableError(
      `Cannot connect to the database at ${redactUrl(url)}: ${(error as Error).message}. Check DATABASE_URL.`,
    )
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return { db, kind: 'postgres', databaseUrl: url, close: () => pool.end() }
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
