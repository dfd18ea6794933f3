import 'server-only'
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { analyticsEvents, analyticsMarks, events } from '@/db/schema'

export type AnalyticsEventRow = {
  name: string
  page: string
  properties: Record<string, unknown>
  occurredAt: Date
}

/** One multi-row insert: a batch is stored whole or not at all. */
export async function insertAnalyticsEvents(db: Db, rows: readonly AnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return
  await db.insert(analyticsEvents).values(rows.map((row) => ({ ...row })))
}

export async function findAnalyticsEventsByName(db: Db, name: string, limit = 100): Promise<AnalyticsEventRow[]> {
  const rows = await db
    .select({
      name: analyticsEvents.name,
      page: analyticsEvents.page,
      properties: analyticsEvents.properties,
      occurredAt: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.name, name))
    .orderBy(desc(analyticsEvents.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, properties: row.properties as Record<string, unknown> }))
}

/**
 * Page views and card clicks of an event, a series' dates included (the dashboard's scope, decision 034),
 * read through the partial index on `properties->>'eventId'`.
 */
export async function countEventPageViewsAndCardClicks(db: Db, eventId: number): Promise<{ pageViews: number; cardClicks: number }> {
  const [row] = await queryRows<{ views: number; clicks: number }>(db, sql`
    select count(*) filter (where a.name = 'EventPageView')::int as views, count(*) filter (where a.name = 'EventCardClick')::int as clicks
    from analytics_events a
    where a.name in ('EventPageView', 'EventCardClick')
      and (a.properties->>'eventId') in (select x.id::text from events x where x.id = ${eventId} or x.series_parent_id = ${eventId})`)
  return { pageViews: Number(row?.views ?? 0), cardClicks: Number(row?.clicks ?? 0) }
}

/** Of `eventIds`, the events whose pages the public can see (published, or postponed): what views may name. */
export async function findCountableEventIds(db: Db, eventIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, [...eventIds]), inArray(events.status, ['live', 'postponed'])))
  return new Set(rows.map((r) => r.id))
}

/**
 * Marks each (name, event) as counted for the visitor in the window; answers the `name:eventId` keys that
 * were not marked before (the ones to store). One statement: two requests racing count once.
 */
export async function insertAnalyticsMarks(
  db: Db,
  visitorKey: string,
  windowStart: Date,
  marks: readonly { name: string; eventId: number }[],
): Promise<Set<string>> {
  const rows = await db
    .insert(analyticsMarks)
    .values(marks.map((m) => ({ visitorKey, name: m.name, eventId: m.eventId, windowStart })))
    .onConflictDoNothing()
    .returning({ name: analyticsMarks.name, eventId: analyticsMarks.eventId })
  return new Set(rows.map((r) => `${r.name}:${r.eventId}`))
}

/** Forgets marks of windows that started before `cutoff` (the housekeeping loop). */
export async function deleteAnalyticsMarksBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(analyticsMarks).where(lt(analyticsMarks.windowStart, cutoff))
}
