import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { describe, expect, test } from 'vitest'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from '../../tests/helpers/test-db'
import { PgDialect } from 'drizzle-orm/pg-core'
import { collectParams, queryRows, queryRowsOnOwnConnection, queryRowsPrepared } from './query-rows'

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

test('A named statement answers each call with its own values once its text is known', async () => {
  const handle = await createTestDb()
  try {
    const ask = (n: number, word: string | null, list: number[]) =>
      queryRowsPrepared<{ n: number; word: string | null; total: number }>(
        handle.db,
        'query_rows_test_named',
        sql`select ${n}::int as n, ${word}::text as word, (select coalesce(sum(x), 0)::int from unnest(${sql.param(list)}::int[]) as x) as total ${sql.raw('where true')}`,
      )
    expect(await ask(1, 'one', [1, 2])).toEqual([{ n: 1, word: 'one', total: 3 }])
    expect(await ask(2, null, [])).toEqual([{ n: 2, word: null, total: 0 }])
    expect(await ask(3, 'three', [5, 5, 5])).toEqual([{ n: 3, word: 'three', total: 15 }])
  } finally {
    await handle.close()
  }
})

test('The parameters taken without drizzle are the ones drizzle numbers, in its order', () => {
  const when = new Date('2026-05-01T10:00:00Z')
  const nested = sql`and b = ${'inner'} and c in ${[7, 8]}`
  const query = sql`select ${1}, ${sql.param([1, 2])}::int[], ${null}, ${when}, ${sql.raw('x')} ${nested} ${sql.param(null)} where d = ${true}`
  const params: unknown[] = []
  expect(collectParams(query, params)).toBe(true)
  expect(params).toEqual(new PgDialect().sqlToQuery(query).params)
})

test('A statement holding inlined parameters is left to drizzle to build', () => {
  expect(collectParams(sql`select ${1}`.inlineParams(), [])).toBe(false)
})

test('A named statement reads a time as the same instant, cast or compared with a timestamptz', async () => {
  const handle = await createTestDb()
  try {
    const at = new Date('2026-05-01T10:00:00.123Z')
    const ask = () =>
      queryRowsPrepared<{ same: boolean; compared: boolean }>(
        handle.db,
        'query_rows_test_time',
        sql`select ${at}::timestamptz = timestamptz '2026-05-01 12:00:00.123+02' as same,
          timestamptz '2026-05-01 10:00:00.124+00' > ${at} as compared`,
      )
    expect(await ask()).toEqual([{ same: true, compared: true }])
    expect(await ask()).toEqual([{ same: true, compared: true }])
  } finally {
    await handle.close()
  }
})
