import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { createTestDb } from '../../tests/helpers/test-db'
import { insertEvent } from '../../tests/factories/insert-event'
import { insertOrganizer } from '../../tests/factories/insert-organizer'
import { countDemoRows, hasDemoData } from './demo-data-repository'
import { DatabaseNotEmptyError, seedDemoData } from './seed-demo-data'

const ANCHOR = new Date('2026-10-15T12:00:00Z')

async function tableHashes(db: Db): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  for (const [table, order] of [
    ['events', 'id'],
    ['ticket_classes', 'id'],
    ['discounts', 'id'],
    ['organizers', 'id'],
    ['venues', 'id'],
    ['images', 'id'],
    ['search_log', 'id'],
    ['feature_flags', 'key'],
  ] as const) {
    const [row] = await queryRows<{ hash: string | null }>(
      db,
      sql.raw(`select md5(string_agg(t::text, E'\\n' order by t.${order})) as hash from ${table} t`),
    )
    hashes[table] = row?.hash ?? ''
  }
  return hashes
}

test('Seeding 1,000 events fills an empty database, stores the pictures, and the same seed gives identical rows', async () => {
  const dirs = [await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-seed-')), await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-seed-'))]
  const hashes: Record<string, string>[] = []
  for (const dir of dirs) {
    const handle = await createTestDb()
    try {
      const store = createLocalDirectoryImageStore(dir)
      const progress: number[] = []
      const result = await seedDemoData(handle, { events: 1000, seed: 11, anchorDate: ANCHOR, imageStore: store, onProgress: (done) => progress.push(done) })

      // `events` counts dated events; each series adds one parent row on top.
      const counts = await countDemoRows(handle.db)
      expect(counts.datedEvents).toBe(1000)
      expect(counts.seriesParents).toBe(result.seriesParents)
      expect(counts.seriesParents).toBeGreaterThan(0)
      expect(counts.ticketClasses).toBe(result.ticketClasses)
      expect(counts.organizers).toBeGreaterThan(50)
      expect(counts.venues).toBeGreaterThan(100)
      expect(counts.searchLog).toBe(3000)
      expect(counts.featureFlags).toBe(5)
      expect(progress.at(-1)).toBe(1000)
      expect(await hasDemoData(handle.db)).toBe(true)

      const images = await queryRows<{ storage_key: string; edge_color: string; blur_data_url: string }>(
        handle.db,
        sql`select storage_key, edge_color, blur_data_url from images order by id`,
      )
      expect(images.length).toBe(result.images)
      for (const image of images) {
        expect(await store.has(image.storage_key)).toBe(true)
        expect(image.edge_color).toMatch(/^#[0-9a-f]{6}$/)
      }

      // Ids were chosen by the seeder; the sequences moved past them.
      const [max] = await queryRows<{ id: number }>(handle.db, sql`select max(id)::int as id from events`)
      expect((await insertEvent(handle.db)).id).toBe((max?.id ?? 0) + 1)
      await handle.db.execute(sql`delete from events where id > ${max?.id ?? 0}`)
      await handle.db.execute(sql`delete from organizers where id > ${result.organizers}`)

      hashes.push(await tableHashes(handle.db))
    } finally {
      await handle.close()
    }
  }
  expect(hashes[1]).toEqual(hashes[0])
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true })
  // Two full seeds (every place of the world included) on the embedded database: ~45 s alone, more beside other files.
}, 240_000)

test('A database that already holds data is refused and left as it was', async () => {
  const handle = await createTestDb()
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-seed-'))
  try {
    await insertOrganizer(handle.db, { name: 'Somebody Real' })
    await expect(
      seedDemoData(handle, { events: 10, seed: 1, anchorDate: ANCHOR, imageStore: createLocalDirectoryImageStore(dir) }),
    ).rejects.toBeInstanceOf(DatabaseNotEmptyError)
    expect(await hasDemoData(handle.db)).toBe(false)
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from organizers`)
    expect(row?.n).toBe(1)
  } finally {
    await handle.close()
    await fs.rm(dir, { recursive: true, force: true })
  }
})
