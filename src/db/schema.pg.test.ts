import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from '../../tests/helpers/test-db'
import type { Db } from './create-db'
import { queryRows } from './query-rows'

// Columns, types, nullability, defaults and indexes: what "the same schema" means here.
async function describeSchema(db: Db) {
  const columns = await queryRows(db, sql`
    select table_name, column_name, data_type, udt_name, is_nullable, column_default, is_generated
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`)
  const indexes = await queryRows(db, sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`)
  return { columns, indexes }
}

describe.skipIf(!TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  test('the migrations give the same schema on an empty PGlite and an empty PostgreSQL', async () => {
    const lite = await createTestDb()
    const pgDb = await createPgTestDb()
    try {
      const a = await describeSchema(lite.db)
      const b = await describeSchema(pgDb.db)
      expect(a.columns.length).toBeGreaterThan(100)
      expect(b).toEqual(a)
    } finally {
      await lite.close()
      await pgDb.close()
    }
  })
})
