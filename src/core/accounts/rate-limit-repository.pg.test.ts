import { describe, expect, test } from 'vitest'
import { createDb } from '@/db/create-db'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { findRateLimitHits, incrementRateLimitHits } from './rate-limit-repository'

describe.skipIf(!TEST_DATABASE_URL)('rate limits on PostgreSQL', () => {
  test('Hits from many connections at once (as from several app instances) are all counted', async () => {
    const handle = await createPgTestDb()
    try {
      const window = new Date('2026-11-21T10:00:00Z')
      // Two separate pools stand in for two app instances sharing the database.
      const url = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString
      const other = await createDb({ databaseUrl: url, maxConnections: 8 })
      try {
        await Promise.all(
          Array.from({ length: 40 }, (_, i) => incrementRateLimitHits(i % 2 === 0 ? handle.db : other.db, 'signin-ip:203.0.113.1', window, window)),
        )
        expect((await findRateLimitHits(handle.db, 'signin-ip:203.0.113.1', window)).hits).toBe(40)
        expect((await findRateLimitHits(other.db, 'signin-ip:203.0.113.2', window)).hits).toBe(0)
      } finally {
        await other.close()
      }
    } finally {
      await handle.close()
    }
  })
})
