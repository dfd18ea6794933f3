import 'server-only'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { analyticsEvents } from '@/db/schema'

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
