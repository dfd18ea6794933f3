import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { events, organizers, ticketClasses, venues } from '@/db/schema'
import { createPgTestDb, TEST_DATABASE_URL } from '../../tests/helpers/test-db'
import { countDemoRows } from './demo-data-repository'
import { seedDemoData } from './seed-demo-data'

async function catalogSnapshot(db: Db): Promise<string[]> {
  const rows = await queryRows<{ item: string }>(
    db,
    sql`select indexdef as item from pg_indexes where schemaname = current_schema()
        union all
        select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace = current_schema()::regnamespace
        order by 1`,
  )
  return rows.map((r) => r.item)
}

describe.skipIf(!TEST_DATABASE_URL)('demo data on PostgreSQL', () => {
  test('A bulk seed of 2,000 events loads every row and leaves indexes and constraints exactly as migrated', async () => {
    const handle = await createPgTestDb()
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-seed-pg-'))
    try {
      const before = await catalogSnapshot(handle.db)
      // Threshold 0 takes the large-load path: indexes and foreign keys dropped, two writers, rebuild.
      const result = await seedDemoData(handle, {
        events: 2000,
        seed: 5,
        anchorDate: new Date('2026-10-15T12:00:00Z'),
        imageStore: createLocalDirectoryImageStore(dir),
        rebuildIndexesFrom: 0,
        chunkSize: 300,
      })
      expect(result.rebuiltIndexes).toBe(true)
      expect(await catalogSnapshot(handle.db)).toEqual(before)

      const counts = await countDemoRows(handle.db)
      expect(counts.datedEvents).toBe(2000)
      expect(counts.seriesParents).toBe(result.seriesParents)
      expect(counts.ticketClasses).toBe(result.ticketClasses)
      expect(counts.discounts).toBe(result.discounts)
      expect(counts.organizers).toBe(result.organizers)
      expect(counts.venues).toBe(result.venues)

      // Read one in-person event back the way a repository would: with its venue, organizer and tickets.
      const [event] = await handle.db
        .select({ event: events, venue: venues, organizer: organizers })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .innerJoin(organizers, eq(organizers.id, events.organizerId))
        .where(sql`${events.ticketsBy} = 'tessera' and not ${events.isSeriesParent} and not ${events.isFree}`)
        .orderBy(asc(events.id))
        .limit(1)
      expect(event).toBeDefined()
      const classes = await handle.db
        .select()
        .from(ticketClasses)
        .where(eq(ticketClasses.eventId, event!.event.id))
        .orderBy(asc(ticketClasses.sortOrder))
      expect(classes.length).toBeGreaterThan(0)
      // Decision 052: the price of the classes on sale at the anchor, not of an early bird that ended.
      const anchor = new Date('2026-10-15T12:00:00Z').getTime()
      const onSale = classes.filter((c) => c.salesStart!.getTime() <= anchor && c.salesEnd!.getTime() > anchor && c.sold < c.capacity)
      expect(event!.event.minPriceMinor).toBe(Math.min(...(onSale.length > 0 ? onSale : classes).map((c) => c.priceMinor)))
      expect(event!.event.currency).toBe(classes[0]!.currency)
      expect([event!.event.latitude, event!.event.longitude]).toEqual([event!.venue.latitude, event!.venue.longitude])
      expect(event!.event.timeZone).toBe(event!.venue.timeZone)
      expect(event!.organizer.name.length).toBeGreaterThan(0)
      expect(event!.event.tags.length).toBeGreaterThan(0)
      expect(event!.event.startAt).toBeInstanceOf(Date)

      // The full-text vector was computed by the database for every row.
      const [missing] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from events where search_vector is null`)
      expect(missing?.n).toBe(0)
      // New rows continue after the seeded ids.
      const [next] = await queryRows<{ id: number }>(handle.db, sql`select nextval('events_id_seq')::int as id`)
      const [max] = await queryRows<{ id: number }>(handle.db, sql`select max(id)::int as id from events`)
      expect(next?.id).toBe((max?.id ?? 0) + 1)
    } finally {
      await handle.close()
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
