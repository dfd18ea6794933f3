// Two door devices scanning one ticket at the same moment check it in once (issue 20 acceptance), on real
// PostgreSQL where the requests truly overlap. Runs with TEST_DATABASE_URL; skipped without it.
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isAppError } from '@/core/shared/app-error'
import { completeOrder } from '@/core/ticketing/complete-order'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { Db, DbHandle } from '@/db/create-db'
import * as schema from '@/db/schema'
import { tickets } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { AlreadyCheckedInError, checkInTicket } from './check-in-ticket'

const RUNS = 20
const DEVICES = 8

describe.skipIf(!TEST_DATABASE_URL)('Check-in under concurrency on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let handle: DbHandle
  let pool: pg.Pool
  beforeAll(async () => {
    handle = await createPgTestDb()
    pool = new pg.Pool({ connectionString: handle.databaseUrl, max: DEVICES })
    // Dropping the test database ends its connections (57P01); an idle client's error must not crash the run.
    pool.on('error', () => undefined)
  }, 60_000)
  afterAll(async () => {
    await pool?.end()
    await handle?.close()
  })

  test(`${DEVICES} devices scanning one ticket at once, ${RUNS} times: exactly one check-in each time, the others told when`, async () => {
    const db = drizzle(pool, { schema }) as unknown as Db
    const owner = await insertUser(handle.db)
    const organizer = await insertOrganizer(handle.db, { ownerUserId: owner.id })
    const event = await insertEvent(handle.db, { organizerId: organizer.id })
    const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: RUNS })
    const t = createTestTicketing(handle.db)
    for (let run = 0; run < RUNS; run++) {
      const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
      await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Door', email: 'door@example.com' }, payment: { token: 'tok_visa' } })
      const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.orderId, Number(order.id)))
      const outcomes = await Promise.all(
        Array.from({ length: DEVICES }, async () => {
          try {
            return await checkInTicket({ db, clock: { now: () => new Date() } }, { eventId: event.id, manager: { userId: owner.id, isStaff: false }, code: ticket!.code })
          } catch (error) {
            if (error instanceof AlreadyCheckedInError) return error
            if (isAppError(error)) return error.code
            throw error
          }
        }),
      )
      const admitted = outcomes.filter((o) => !(o instanceof AlreadyCheckedInError))
      expect(admitted, `run ${run}`).toHaveLength(1)
      const at = (admitted[0] as { checkedInAt: Date }).checkedInAt.getTime()
      for (const refused of outcomes.filter((o) => o instanceof AlreadyCheckedInError)) expect(refused.checkedInAt.getTime()).toBe(at)
    }
  }, 300_000)
})
