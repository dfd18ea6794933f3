import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { queryRows } from '@/db/query-rows'
import { seedDemoData } from '@/seed/seed-demo-data'
import { createCacheRegistry } from '@/server/cache-registry'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { interpretSearchText } from './interpret-search-text'

// Issue 22 on PostgreSQL: the demo data's two parallel writers each add the words of their chunks to
// search_words from a statement trigger, concurrently; no count may be lost and nothing may deadlock,
// and the trigram KNN corrects typos there as on the embedded database.
describe.skipIf(!TEST_DATABASE_URL)('search vocabulary on PostgreSQL', () => {
  test('Two parallel loaders count every word of every event once, and typos are corrected from it', async () => {
    const handle = await createPgTestDb()
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-words-pg-'))
    try {
      const anchorDate = new Date('2026-10-15T12:00:00Z')
      // Threshold 0 takes the large-load path: two writers committing chunk by chunk.
      await seedDemoData(handle, { events: 2000, seed: 3, anchorDate, imageStore: createLocalDirectoryImageStore(dir), rebuildIndexesFrom: 0, chunkSize: 200 })
      const differences = await queryRows<{ word: string }>(
        handle.db,
        sql`with exact as (
              select w as word, count(*)::int as n from events e, tessera_event_words(e.name, e.summary) as w
              where not e.is_series_parent group by w
            )
            select coalesce(x.word, s.word) as word from exact x full join search_words s on s.word = x.word
            where x.n is distinct from s.doc_count`,
      )
      expect(differences).toEqual([])
      const deps = { db: handle.db, clock: { now: () => anchorDate }, caches: createCacheRegistry().caches }
      expect((await interpretSearchText(deps, 'comdey')).correction?.text).toBe('comedy')
      expect((await interpretSearchText(deps, 'yogga')).correction?.text).toBe('yoga')
    } finally {
      await handle.close()
      await fs.rm(dir, { recursive: true, force: true })
    }
  }, 300_000)
})
