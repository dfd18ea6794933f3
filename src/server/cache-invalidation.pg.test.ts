import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import pg from 'pg'
import type { DbHandle } from '@/db/create-db'
import { createDb } from '@/db/create-db'
import { createPgTestDb, TEST_DATABASE_URL } from '../../tests/helpers/test-db'
import { CACHE_INVALIDATION_CHANNEL, createCacheInvalidation, type CacheInvalidation } from './cache-invalidation'
import { createCacheRegistry, type CacheRegistry } from './cache-registry'

// Two app instances in one process: each its own connection pool, caches and listening connection, on one
// fresh PostgreSQL database, as two servers behind a load balancer would be.
type Instance = { handle: DbHandle; registry: CacheRegistry; invalidation: CacheInvalidation }
let database: DbHandle
const instances: Instance[] = []

async function openInstance(): Promise<Instance> {
  const handle = await createDb({ databaseUrl: database.databaseUrl, maxConnections: 2 })
  const registry = createCacheRegistry(handle.db)
  const invalidation = createCacheInvalidation(handle, registry)
  await invalidation.ready
  const instance = { handle, registry, invalidation }
  instances.push(instance)
  return instance
}

async function waitFor(check: () => boolean, withinMs: number): Promise<number> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - started
}

const warm = (registry: CacheRegistry) => registry.caches.searchPageIds.get('jazz', Date.now(), () => Promise.resolve([1, 2]))
const isWarm = (registry: CacheRegistry) => registry.caches.searchPageIds.has('jazz', Date.now())

describe.skipIf(!TEST_DATABASE_URL)('Cache invalidation across app instances (PostgreSQL LISTEN/NOTIFY)', () => {
  beforeAll(async () => {
    database = await createPgTestDb()
  })

  afterAll(async () => {
    for (const { invalidation, handle } of instances) {
      await invalidation.close()
      await handle.close()
    }
    await database?.close()
  })

  test('An event change in one instance empties the search caches of the others within a second', async () => {
    const a = await openInstance()
    const b = await openInstance()
    await Promise.all([warm(a.registry), warm(b.registry)])
    await a.invalidation.invalidate({ kind: 'event', ids: [1] })
    expect(isWarm(a.registry)).toBe(false)
    expect(await waitFor(() => !isWarm(b.registry), 1000)).toBeLessThan(1000)
  })

  test('A change that does not concern a cache leaves it alone in the other instance', async () => {
    const a = await openInstance()
    const b = await openInstance()
    await warm(b.registry)
    b.registry.caches.conciergeHomes.set('ny', { kind: 'online' }, Date.now())
    await a.invalidation.invalidate({ kind: 'places' })
    await waitFor(() => b.registry.caches.conciergeHomes.get('ny', Date.now()) === undefined, 1000)
    expect(isWarm(b.registry)).toBe(true)
  })

  test('An instance whose listening connection is cut reconnects, and hears the next change', async () => {
    const a = await openInstance()
    const b = await openInstance()
    const admin = new pg.Client({ connectionString: database.databaseUrl })
    await admin.connect()
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and query = $1', [
          `listen ${CACHE_INVALIDATION_CHANNEL}`,
        ])
      ).rows
    try {
      const before = await listeners()
      for (const { pid } of before) await admin.query('select pg_terminate_backend($1)', [pid])
      expect(before.length).toBeGreaterThanOrEqual(2)
      // Each instance reconnects after a second (and drops what it may have missed meanwhile).
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect((await listeners()).length).toBe(instances.length)
      await warm(b.registry)
      await a.invalidation.invalidate({ kind: 'event', ids: [2] })
      expect(await waitFor(() => !isWarm(b.registry), 1000)).toBeLessThan(1000)
    } finally {
      await admin.end()
    }
  })
})
