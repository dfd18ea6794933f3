// Data access for an organization's own list of its events (issue 41): one page in start order, a series
// as its parent (its dates are reached through it), drafts and cancelled events included.
import 'server-only'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events } from '@/db/schema'

export type OrganizerEventRow = { id: number; name: string; nameSlug: string; status: string; startAt: Date; endAt: Date; timeZone: string; currency: string; isSeriesParent: boolean }

export async function findOrganizerEventsPage(db: Db, input: { organizerId: number; limit: number; offset: number }): Promise<{ rows: OrganizerEventRow[]; total: number }> {
  const where = and(eq(events.organizerId, input.organizerId), isNull(events.seriesParentId))
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: events.id, name: events.name, nameSlug: events.nameSlug, status: events.status, startAt: events.startAt, endAt: events.endAt, timeZone: events.timeZone, currency: events.currency, isSeriesParent: events.isSeriesParent })
      .from(events)
      .where(where)
      .orderBy(asc(events.startAt), asc(events.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(events).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r, currency: r.currency.trim() })), total: Number(counted?.n ?? 0) }
}
