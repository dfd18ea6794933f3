// Data access for reminders before an event (issue 40, decision 061): which orders' reminders have come
// due, and the claim that makes each one happen once (order_reminders' unique key).
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { orderReminders } from '@/db/schema'
import { computeStatusListSql, TICKETED_ORDER_STATUSES } from './order-state'
import { MAX_REMINDER_HOURS } from './order-reminders'

const TICKETED_STATUSES_SQL = sql.raw(computeStatusListSql(TICKETED_ORDER_STATUSES))

export type DueReminderRow = { orderId: number; eventId: number; hoursBefore: number; startAt: Date; placedAt: Date }

/** Where a page of due reminders ended: the next page starts after it (start, order, longest offset first). */
export type DueReminderCursor = Pick<DueReminderRow, 'startAt' | 'orderId' | 'hoursBefore'>

/** When the search runs: one instant, or a test server's span of event clocks (earliest to latest). */
export type ReminderSearchTime = Date | { earliest: Date; latest: Date }

/**
 * Reminders whose time has come by `now` and that no instance claimed yet: of ticketed orders of live
 * events that start after `now` and within the longest offset, one row per offset the event asks for (a
 * series' date as its series does: the organizer edits the series).
 * Orders placed after an offset's time are left to the caller's rule (isReminderDue), which is pure.
 * `now` is one instant, or on a test server whose events' clocks were moved one by one the span from the
 * earliest to the latest of them: an event whose clock stayed behind must not drop out because another
 * event's clock was moved days ahead. The caller judges each candidate at its own event's clock.
 */
export async function findDueReminders(
  db: Db,
  now: ReminderSearchTime,
  limit: number,
  after: DueReminderCursor | null = null,
): Promise<DueReminderRow[]> {
  const span = now instanceof Date ? { earliest: now, latest: now } : now
  const from = span.earliest.toISOString()
  const at = span.latest.toISOString()
  const afterCursor = after
    ? sql`and (e.start_at, o.id, -h.hours) > (${after.startAt.toISOString()}::timestamptz, ${after.orderId}, ${-after.hoursBefore})`
    : sql``
  const rows = await queryRows<{ order_id: number; event_id: number; hours_before: number; start_at: string | Date; placed_at: string | Date }>(
    db,
    sql`select o.id as order_id, e.id as event_id, h.hours as hours_before, e.start_at, coalesce(o.paid_at, o.created_at) as placed_at
        from events e
        left join events p on p.id = e.series_parent_id
        cross join lateral unnest(coalesce(p.reminder_hours, e.reminder_hours)) as h(hours)
        join orders o on o.event_id = e.id
        where e.status = 'live'
          and e.start_at > ${from}::timestamptz
          and e.start_at <= ${at}::timestamptz + make_interval(hours => ${MAX_REMINDER_HOURS})
          and e.start_at - make_interval(hours => h.hours) <= ${at}::timestamptz
          and coalesce(o.paid_at, o.created_at) < e.start_at - make_interval(hours => h.hours)
          and o.status in ${TICKETED_STATUSES_SQL}
          and not exists (select 1 from order_reminders r where r.order_id = o.id and r.hours_before = h.hours)
          ${afterCursor}
        order by e.start_at, o.id, -h.hours
        limit ${limit}`,
  )
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    eventId: Number(r.event_id),
    hoursBefore: Number(r.hours_before),
    startAt: new Date(r.start_at),
    placedAt: new Date(r.placed_at),
  }))
}

/**
 * Claims an order's reminder: true for the one caller whose row went in. Another instance claiming the same
 * one waits on the unique key until this transaction ends, then finds it taken.
 */
export async function claimOrderReminder(db: Db, row: { orderId: number; hoursBefore: number; status: 'sent' | 'skipped'; createdAt: Date }): Promise<boolean> {
  const inserted = await db.insert(orderReminders).values(row).onConflictDoNothing().returning({ id: orderReminders.id })
  return inserted.length > 0
}

/** The reminders an order had, as claimed (tests and support read them). */
export async function findOrderRemindersByOrderId(db: Db, orderId: number): Promise<{ hoursBefore: number; status: string }[]> {
  const rows = await queryRows<{ hours_before: number; status: string }>(db, sql`select hours_before, status from order_reminders where order_id = ${orderId} order by hours_before desc`)
  return rows.map((r) => ({ hoursBefore: Number(r.hours_before), status: r.status }))
}
