import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { insertEvent } from '../../../tests/factories/insert-event'
import { createTestDb } from '../../../tests/helpers/test-db'
import {
  aggregateAndRankEventSearch,
  aggregateEventSearch,
  DENSE_WALK_ROWS,
  findEventIdsBySearch,
  pageOfRankedCandidates,
  type EventSearchFilters,
} from './event-search-repository'
import { categoryCode, cellCode, cellWeekCode, formatCode, weekCode } from './search-locator'

const from = new Date('2026-11-18T00:00:00Z')
const NEW_YORK = { swLat: 40.4, swLng: -74.3, neLat: 41.0, neLng: -73.6 }
const PARIS = { swLat: 48.7, swLng: 2.2, neLat: 49.0, neLng: 2.5 }
let handle: DbHandle

// Many more events than one date walk reads: every third one in New York, a handful in Paris only after
// the first DENSE_WALK_ROWS in date order, the rest in London, plus cancelled and past ones to skip.
beforeAll(async () => {
  handle = await createTestDb()
  const first = await insertEvent(handle.db, { name: 'Seed', startAt: new Date('2026-11-01T00:00:00Z') })
  const total = DENSE_WALK_ROWS + 1500
  await handle.db.execute(sql`
    insert into events (name, name_slug, start_at, end_at, time_zone, organizer_id, category_id, format_id, status, latitude, longitude)
    select case when n % 5 = 0 then 'Jazz night ' || n else 'Event ' || n end, 'event-' || n,
      ${from}::timestamptz + (n * interval '7 minutes'), ${from}::timestamptz + (n * interval '7 minutes') + interval '2 hours',
      'UTC', ${first.organizerId}, 103, 6,
      case when n % 97 = 0 then 'cancelled' else 'live' end,
      case when n % 3 = 0 then 40.7 when n > ${DENSE_WALK_ROWS + 200} and n % 50 = 1 then 48.85 else 51.5 end,
      case when n % 3 = 0 then -74.0 when n > ${DENSE_WALK_ROWS + 200} and n % 50 = 1 then 2.35 else -0.1 end
    from generate_series(1, ${total}) as n`)
  await handle.db.execute(sql`vacuum analyze events`)
}, 120_000)

afterAll(async () => {
  await handle.close()
})

function browse(box: EventSearchFilters['box']): EventSearchFilters {
  return { box, onlineOnly: false, from, to: null, categoryIds: [], subcategoryIds: [], formatIds: [], price: null, tags: [], text: null }
}

async function expectedIds(box: NonNullable<EventSearchFilters['box']>, limit: number, offset: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from events where status = 'live' and not is_series_parent and start_at >= ${from}
        and latitude between ${box.swLat} and ${box.neLat} and longitude between ${box.swLng} and ${box.neLng}
        order by start_at, id limit ${limit} offset ${offset}`,
  )
  return rows.map((r) => r.id)
}

test('Browsing a dense place lists its next live events in date order, page after page', async () => {
  for (const offset of [0, 20, 380]) {
    const ids = await findEventIdsBySearch(handle.db, browse(NEW_YORK), { sort: 'date', limit: 20, offset })
    expect(ids).toHaveLength(20)
    expect(ids).toEqual(await expectedIds(NEW_YORK, 20, offset))
  }
})

test('A place whose events all lie beyond the first date walk still gets them', async () => {
  const ids = await findEventIdsBySearch(handle.db, browse(PARIS), { sort: 'date', limit: 20, offset: 0 })
  expect(ids.length).toBeGreaterThan(0)
  expect(ids).toEqual(await expectedIds(PARIS, 20, 0))
})

test('A date window that ends early gives only the events inside it', async () => {
  const to = new Date(from.getTime() + 3 * 3_600_000)
  const ids = await findEventIdsBySearch(handle.db, { ...browse(NEW_YORK), to }, { sort: 'date', limit: 20, offset: 0 })
  // Every 7 minutes, every third in New York, within 3 hours: 25 slots, 8 of them New York ones.
  expect(ids).toHaveLength(8)
})

test('The locator the database stores agrees with the codes searches ask for', async () => {
  const rows = await queryRows<{ locator: number[]; latitude: number; longitude: number; start_at: Date | string }>(
    handle.db,
    sql`select locator, latitude, longitude, start_at from events where latitude is not null order by id limit 50`,
  )
  expect(rows.length).toBeGreaterThan(10)
  for (const row of rows) {
    const start = new Date(row.start_at)
    expect([...row.locator].sort()).toEqual(
      [cellCode(row.latitude, row.longitude), weekCode(start), cellWeekCode(row.latitude, row.longitude, start), categoryCode(103), formatCode(6)].sort(),
    )
  }
})

async function textMatches(box: NonNullable<EventSearchFilters['box']>, to: Date | null, limit: number, offset: number) {
  const rows = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from events where status = 'live' and not is_series_parent and start_at >= ${from}
        ${to ? sql`and start_at < ${to}` : sql``}
        and latitude between ${box.swLat} and ${box.neLat} and longitude between ${box.swLng} and ${box.neLng}
        and name ilike 'jazz%' order by start_at, id limit ${limit} offset ${offset}`,
  )
  return rows.map((r) => r.id)
}

test('Text searches in a place find exactly the matching events, whatever the date window and sort', async () => {
  const windows = [null, new Date(from.getTime() + 3 * 3_600_000), new Date(from.getTime() + 10 * 86_400_000)]
  for (const to of windows) {
    const filters = { ...browse(NEW_YORK), to, text: 'jazz' }
    for (const offset of [0, 40]) {
      const expected = await textMatches(NEW_YORK, to, 20, offset)
      expect(await findEventIdsBySearch(handle.db, filters, { sort: 'date', limit: 20, offset })).toEqual(expected)
      // Every "Jazz night" ranks alike, so relevance falls back to date order.
      expect(await findEventIdsBySearch(handle.db, filters, { sort: 'relevance', limit: 20, offset })).toEqual(expected)
    }
  }
  expect((await textMatches(NEW_YORK, null, 500, 0)).length).toBeGreaterThan(100)
})

test('One pass over the matches gives the same facets and relevance pages as the two separate queries', async () => {
  // Tokyo: jazz events whose names rank differently (more mentions, in the name), among others.
  const TOKYO = { swLat: 35.5, swLng: 139.5, neLat: 35.9, neLng: 139.9 }
  const organizerId = (await insertEvent(handle.db, { name: 'Tokyo seed', startAt: new Date('2026-11-01T00:00:00Z') })).organizerId
  await handle.db.execute(sql`
    insert into events (name, name_slug, summary, start_at, end_at, time_zone, organizer_id, category_id, format_id, is_free, latitude, longitude)
    select case n % 4 when 0 then 'Jazz jazz jazz ' || n when 1 then 'Jazz night ' || n when 2 then 'Quiet evening ' || n else 'Brunch ' || n end,
      'tokyo-' || n, case when n % 3 = 0 then 'with jazz' else '' end,
      ${from}::timestamptz + (n * interval '53 minutes'), ${from}::timestamptz + (n * interval '53 minutes') + interval '1 hour',
      'Asia/Tokyo', ${organizerId}, 103 + n % 2, 6 + n % 3, n % 5 = 0, 35.68, 139.69
    from generate_series(1, 600) as n`)
  const buckets = [{ key: 'soon', start: from, end: new Date(from.getTime() + 5 * 86_400_000) }]
  for (const to of [null, new Date(from.getTime() + 9 * 86_400_000)]) {
    const filters = { ...browse(TOKYO), to, text: 'jazz' }
    const both = await aggregateAndRankEventSearch(handle.db, filters, buckets, ['jazz'], 1000)
    expect(both.aggregates).toEqual(await aggregateEventSearch(handle.db, filters, buckets, ['jazz']))
    expect(both.aggregates.total).toBeGreaterThan(100)
    expect(both.candidates).not.toBeNull()
    for (const offset of [0, 20, 100]) {
      const separate = await findEventIdsBySearch(handle.db, filters, { sort: 'relevance', limit: 20, offset })
      expect(pageOfRankedCandidates(both.candidates!, { limit: 20, offset })).toEqual(separate)
    }
  }
})
