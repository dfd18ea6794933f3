import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { runMigrations } from '@/db/migrate'
import { queryRows } from '@/db/query-rows'
import journal from '../../drizzle/meta/_journal.json'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from './test-db'

// Test databases are copies of one database migrated by the global setup: a copy must have every committed
// migration, and code that migrates it again (as `npm start` and the seed scripts do) must find nothing to do.
async function expectFullyMigrated(handle: DbHandle) {
  const applied = () => queryRows(handle.db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`)
  try {
    const before = await applied()
    expect(before).toHaveLength(journal.entries.length)
    await runMigrations(handle)
    expect(await applied()).toEqual(before)
  } finally {
    await handle.close()
  }
}

test('A PGlite test database has every committed migration, and migrating it again changes nothing', async () => {
  await expectFullyMigrated(await createTestDb())
})

describe.skipIf(!TEST_DATABASE_URL)('test databases on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  test('A PostgreSQL test database has every committed migration, and migrating it again changes nothing', async () => {
    await expectFullyMigrated(await createPgTestDb())
  })
})
