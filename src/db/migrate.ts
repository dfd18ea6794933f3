import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { DbHandle } from './create-db'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle')

// Any constant works; it only has to be the same for every app instance.
const MIGRATION_LOCK_KEY = 7_273_100

/** Applies the committed SQL migrations. On PostgreSQL an advisory lock keeps concurrent starts in line. */
export async function runMigrations(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  // Lock and migrate on one session: a pool could hand the unlock to another connection.
  const client = new pg.Client({ connectionString: handle.databaseUrl })
  await client.connect()
  try {
    const db = drizzlePg(client)
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`)
    try {
      await migratePg(db, { migrationsFolder })
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`)
    }
  } finally {
    await client.end()
  }
}
