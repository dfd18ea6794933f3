// Issue 40 acceptance: reminders are sent once from two instances. Two app instances are two connection
// pools on one PostgreSQL database, each running its reminder sweeps (several at once, as overlapping
// passes after a restart would) at the same moment; every order gets each reminder exactly once. Runs
// with TEST_DATABASE_URL; skipped without it (the embedded database's case is send-order-reminders.test.ts).
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db, DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import * as schema from '@/db/schema'
import { buyAt, HOUR, insertEventStartingAt } from '../../../tests/helpers/reminders'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { sendOrderReminders } from './send-order-reminders'

const ORDERS = 24
const SWEEPS_PER_INSTANCE = 3

describe.skipIf(!TEST_DATABASE_URL)('Reminders from two instances on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let handle: DbHandle
  const pools: pg.Pool[] = []
  beforeAll(async () => {
    handle = await createPgTestDb()
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: handle.databaseUrl, max: 4 })
      // Dropping the test database ends its connections (57P01); an idle client's error must not crash the run.
      pool.on('error', () => undefined)
      pools.push(pool)
    }
  }, 60_000)
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()))
    await handle?.close()
  })

  test(`Two instances sweeping ${SWEEPS_PER_INSTANCE} times each at once send each of ${ORDERS} orders its reminder once`, async () => {
    const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 4, 20, 18, 0))
    const { event, cls } = await insertEventStartingAt(handle.db, start)
    for (let i = 0; i < ORDERS; i++) await buyAt(handle.db, new Date(start.getTime() - 7 * 24 * HOUR), { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: `twice.${i}@example.com` })
    const at = new Date(start.getTime() - 20 * HOUR)
    const instances = pools.map((pool) => drizzle(pool, { schema }) as unknown as Db)
    const results = await Promise.all(instances.flatMap((db) => Array.from({ length: SWEEPS_PER_INSTANCE }, () => sendOrderReminders({ ...createTestTicketing(db, at).deps }))))
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(ORDERS)
    const [mail] = await queryRows<{ n: number; addresses: number }>(handle.db, sql`select count(*)::int as n, count(distinct to_address)::int as addresses from outbox_emails where kind = 'order-reminder'`)
    expect(mail).toEqual({ n: ORDERS, addresses: ORDERS })
    // A later pass of either instance finds nothing left to send.
    expect(await sendOrderReminders({ ...createTestTicketing(instances[0]!, new Date(at.getTime() + HOUR)).deps })).toEqual({ sent: 0, skipped: 0 })
  })
})
