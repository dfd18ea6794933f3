// A real PostgreSQL database for a concurrency test (`*.pg.test.ts`), reached the way a server reaches
// it: a fresh database per test file and one pool of 16 connections shared by every racing caller.
import { afterAll, beforeAll } from 'vitest'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db, DbHandle } from '@/db/create-db'
import * as schema from '@/db/schema'
import { createPgTestDb } from './test-db'

export type PgTestPool = {
  /** The database's own handle (its own small pool), for setting up and reading back. */
  handle: () => DbHandle
  /** A Drizzle database over the shared pool, for the callers that race. */
  db: () => Db
}

/**
 * Creates the database before the calling suite's tests and drops it after (call inside a
 * `describe.skipIf(!TEST_DATABASE_URL)`). A burst of a thousand callers waits in the pool's queue; on a
 * shared 2-core machine that wait exceeds the server's 5 s connect timeout, so the pool waits as long as
 * it takes: what is proven is the locking, not the machine's speed (the test's own timeout bounds the run).
 */
export function usePgTestPool(): PgTestPool {
  let handle: DbHandle | undefined
  let pool: pg.Pool | undefined
  beforeAll(async () => {
    handle = await createPgTestDb()
    pool = new pg.Pool({ connectionString: handle.databaseUrl, max: 16, connectionTimeoutMillis: 0 })
    // Dropping the test database ends its connections (57P01); an idle client's error must not crash the run.
    pool.on('error', () => undefined)
  }, 60_000)
  afterAll(async () => {
    await pool?.end()
    await handle?.close()
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePgTestPool: the database is not set up yet')
    return value
  }
  return { handle: () => ready(handle), db: (): Db => drizzle(ready(pool), { schema }) }
}
