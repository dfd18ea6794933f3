// Several app instances run the delivery loop against one PostgreSQL: no email may be sent twice.
import { describe, expect, test } from 'vitest'
import { createDb } from '@/db/create-db'
import { systemClock } from '@/core/shared/core-deps'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { deliverOutboxEmails } from './deliver-outbox-emails'
import type { Mailer } from './mailer'
import { enqueueEmail } from './outbox-repository'
import { findOutboxEmails } from './read-outbox-emails'

describe.skipIf(!TEST_DATABASE_URL)('mail delivery on PostgreSQL', () => {
  test('Four instances delivering at once send every queued email exactly once', async () => {
    const handle = await createPgTestDb()
    const url = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString
    // Separate pools stand in for separate app instances sharing the database.
    const others = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: url, maxConnections: 4 })))
    try {
      const total = 60
      for (let i = 0; i < total; i++) {
        await enqueueEmail(handle.db, { kind: 'order-confirmation', to: `buyer${i}@example.com`, subject: `Order ${i}`, text: 'Thanks' })
      }
      const sends: string[] = []
      // A slow mail server widens the window in which two instances could pick the same email.
      const slowMailer: Mailer = {
        async send(m) {
          await new Promise((r) => setTimeout(r, 5))
          sends.push(m.to)
        },
      }
      const instances = [handle.db, ...others.map((o) => o.db)]
      // Each instance keeps running small passes until nothing is left, all at the same time.
      await Promise.all(
        instances.map(async (db) => {
          for (;;) {
            const pass = await deliverOutboxEmails({ db, clock: systemClock, mailer: slowMailer }, { limit: 3 })
            if (pass.sent === 0) return
          }
        }),
      )
      expect(sends).toHaveLength(total)
      expect(new Set(sends).size).toBe(total)
      const rows = await findOutboxEmails(handle.db, { limit: 500 })
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    } finally {
      await Promise.all(others.map((o) => o.close()))
      await handle.close()
    }
  })
})
