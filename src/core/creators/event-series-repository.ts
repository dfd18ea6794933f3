// Data access for series (issue 20, decision 028): a draft's dates written as child events, and an event's local start and place in a series.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { events } from '@/db/schema'

/**
 * Makes `parentId` a series: one child event per occurrence, copying the parent's fields (status
 * included, and its visibility: decision 060) and ticket classes, so each date is bought and checked in on its own (spec §3 series fields).
 */
export async function insertSeriesChildren(db: Db, parentId: number, occurrences: readonly { startAt: Date; endAt: Date }[], now: Date): Promise<number[]> {
  const starts = occurrences.map((o) => o.startAt.toISOString())
  const ends = occurrences.map((o) => o.endAt.toISOString())
  const children = await queryRows<{ id: number }>(db, sql`
    insert into events (name, name_slug, summary, description_html, start_at, end_at, time_zone, hide_start_date,
      is_online, online_url, venue_id, latitude, longitude, organizer_id, category_id, subcategory_id, format_id,
      tags, image_id, series_parent_id, tickets_by, tickets_url, refund_policy, status, is_free, min_price_minor,
      max_price_minor, price_sales_start, price_valid_until, currency, tax_override, created_at, published_at, listed, password_hash, invitation_only)
    select p.name, p.name_slug, p.summary, p.description_html, o.start_at, o.end_at, p.time_zone, p.hide_start_date,
      p.is_online, p.online_url, p.venue_id, p.latitude, p.longitude, p.organizer_id, p.category_id, p.subcategory_id,
      p.format_id, p.tags, p.image_id, p.id, p.tickets_by, p.tickets_url, p.refund_policy, p.status, p.is_free,
      p.min_price_minor, p.max_price_minor, p.price_sales_start, p.price_valid_until, p.currency, p.tax_override, ${now}, p.published_at, p.listed, p.password_hash, p.invitation_only
    from events p, unnest(${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[]) with ordinality as o(start_at, end_at, n)
    where p.id = ${parentId}
    order by o.n
    returning id`)
  const ids = children.map((r) => Number(r.id))
  await db.execute(sql`
    insert into ticket_classes (event_id, name, kind, price_minor, currency, capacity, sales_start, sales_end,
      min_per_order, max_per_order, sort_order, hidden)
    select c.id, t.name, t.kind, t.price_minor, t.currency, t.capacity, t.sales_start, t.sales_end, t.min_per_order,
      t.max_per_order, t.sort_order, t.hidden
    from unnest(${sql.param(ids)}::int[]) as c(id) cross join ticket_classes t
    where t.event_id = ${parentId}`)
  await db.update(events).set({ isSeriesParent: true }).where(eq(events.id, parentId))
  return ids
}

export async function findEventLocalStart(db: Db, eventId: number): Promise<{ startAt: Date; timeZone: string; isSeriesParent: boolean; seriesParentId: number | null } | null> {
  const [row] = await db
    .select({ startAt: events.startAt, timeZone: events.timeZone, isSeriesParent: events.isSeriesParent, seriesParentId: events.seriesParentId })
    .from(events)
    .where(eq(events.id, eventId))
  return row ?? null
}
