// Issue 40's acceptance for reminders with real server processes (decision 061): two app instances of the
// built app on one fresh PostgreSQL database, each running its own reminder loop (once a minute), send
// each due reminder once: every order gets exactly one 24-hour reminder in the outbox after both loops
// have swept several times (every two seconds here). Needs TEST_DATABASE_URL; builds the app first when the build is missing or
// stale. (send-order-reminders.pg.test.ts races the sweeps themselves, many at once, in one process.)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { ensureBuilt } from '../../scripts/lib/ensure-built'
import { buyAt, HOUR, insertEventStartingAt } from '../helpers/reminders'
import { createPgTestDb, TEST_DATABASE_URL } from '../helpers/test-db'
import { startAppInstance, stopAppInstances, untilAnswering, type AppInstance } from './app-instances'

// Within this helper's port block, clear of the Playwright servers.
const PORT_A = Number(process.env.MULTI_INSTANCE_PORT ?? 3736)
const PORT_B = PORT_A + 1
const ORDERS = 6
/** The loops' period here (REMINDER_SWEEP_SECONDS; a minute in production), so that both sweep often. */
const SWEEP_MS = 2_000

let database: DbHandle
let dataDir: string
let servers: AppInstance[] = []

const count = async () =>
  (await queryRows<{ mails: number; claims: number }>(database.db, sql`select (select count(*)::int from outbox_emails where kind = 'order-reminder') as mails, (select count(*)::int from order_reminders) as claims`))[0]!

describe.skipIf(!TEST_DATABASE_URL)('Reminders from two app instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    ensureBuilt()
    database = await createPgTestDb()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-reminders-'))
    // An event 23 hours away whose orders were paid a week ago: their 24-hour reminders are due now.
    const start = new Date(Date.now() + 23 * HOUR)
    const { event, cls } = await insertEventStartingAt(database.db, start)
    for (let i = 0; i < ORDERS; i++) await buyAt(database.db, new Date(start.getTime() - 7 * 24 * HOUR), { eventId: event.id, ticketClassId: cls.id, quantity: 1, email: `instances.${i}@example.com` })
    const settings = { TEST_CLOCK: '0', REMINDER_SWEEP_SECONDS: String(SWEEP_MS / 1000) }
    servers = [startAppInstance(PORT_A, database.databaseUrl!, dataDir, settings), startAppInstance(PORT_B, database.databaseUrl!, dataDir, settings)]
    await Promise.all(servers.map(untilAnswering))
  }, 900_000)

  afterAll(async () => {
    await stopAppInstances(servers)
    await database?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  test(`Each of ${ORDERS} orders gets its reminder once while both instances sweep`, async () => {
    await expect.poll(async () => (await count()).mails, { timeout: 30_000, interval: 500 }).toBe(ORDERS)
    // Both loops sweep five more times meanwhile: nothing more goes out.
    await new Promise((resolve) => setTimeout(resolve, 5 * SWEEP_MS))
    expect(await count()).toEqual({ mails: ORDERS, claims: ORDERS })
  }, 6 * 60_000)
})
