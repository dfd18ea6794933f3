import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { describe, expect, test } from 'vitest'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from '../../tests/helpers/test-db'
import { queryRows, queryRowsOnOwnConnection } from './query-rows'

describe.skipIf(!TEST_DATABASE_URL)('a large read on a connection of its own (PostgreSQL)', () => {
  test('answers the rows, and the connection that ran it is closed afterwards, not kept in the pool', async () => {
    const handle = await createPgTestDb()
    try {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client
      await queryRows(handle.db, sql`select 1`)
      const before = pool.totalCount
      const rows = await queryRowsOnOwnConnection<{ n: number; pid: number }>(handle.db, sql`select n, pg_backend_pid() as pid from generate_series(1, ${5000}) as n`)
      expect(rows).toHaveLength(5000)
      expect(rows.at(-1)?.n).toBe(5000)
      expect(pool.totalCount).toBeLessThanOrEqual(before)
      // The server process that answered it goes away (closing is asynchronous on the server's side).
      const pid = rows[0]!.pid
      let alive = 1
      for (let tries = 0; tries < 40 && alive > 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        alive = (await queryRows<{ alive: number }>(handle.db, sql`select count(*)::int as alive from pg_stat_activity where pid = ${pid}`))[0]!.alive
      }
      expect(alive).toBe(0)
    } finally {
      await handle.close()
    }
  })

  test('a failing read also closes its connection and reports the error', async () => {
    const handle = await createPgTestDb()
    try {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client
      await queryRows(handle.db, sql`select 1`)
      const before = pool.totalCount
      await expect(queryRowsOnOwnConnection(handle.db, sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/)
      expect(pool.totalCount).toBeLessThan(before)
    } finally {
      await handle.close()
    }
  })
})

test('On the embedded database a large read is an ordinary read', async () => {
  const handle = await createTestDb()
  try {
    const rows = await queryRowsOnOwnConnection<{ n: number }>(handle.db, sql`select n from generate_series(1, ${3}) as n`)
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
  } finally {
    await handle.close()
  }
})
