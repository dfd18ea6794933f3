// Real databases for tests (STYLE.md "The database is real in tests"): a fresh in-memory PGlite with
// the migrations applied, or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDb, type DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'

/** A fresh in-memory PGlite with every migration applied. Open one per test file (it costs ~2 s). */
export async function createTestDb(): Promise<DbHandle> {
  const handle = await createDb()
  await runMigrations(handle)
  return handle
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined

/**
 * A brand-new database on the TEST_DATABASE_URL server, migrated, dropped again on close.
 * Callers skip (visibly, with `describe.skipIf`) when TEST_DATABASE_URL is unset.
 */
export async function createPgTestDb(): Promise<DbHandle> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set')
  const name = `tessera_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 8 })
  await runMigrations(handle)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
