// Data access for approval (decision 064): whether an order's registration waits for its organizer, the
// authorised payment of one that does, the undecided registrations whose time ran out (claimed with SKIP
// LOCKED, so several instances sweeping at once never act on one order twice) and the decisions' counts.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { payments } from '@/db/schema'
import type { PaymentRow } from './payments-repository'

/** Whether the order's event, or the class of one of its lines, asks for approval (read when it registers). */
export async function findOrderRequiresApproval(db: Db, orderId: number): Promise<boolean> {
  const rows = await queryRows<{ needed: boolean }>(
    db,
    sql`select (bool_or(e.requires_approval) or bool_or(tc.requires_approval)) as needed
      from orders o join events e on e.id = o.event_id
      join order_lines ol on ol.order_id = o.id join ticket_classes tc on tc.id = ol.ticket_class_id
      where o.id = ${orderId}`,
  )
  return rows[0]?.needed === true
}

/** The card authorisation an order awaiting approval holds (decision 064); null for a free one. */
export async function findAuthorizedPaymentByOrderId(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorized')))
    .orderBy(desc(payments.id))
    .limit(1)
  return row ?? null
}

/** The latest payment row of an order (its card's state on the order page), or null. */
export async function findLatestPaymentStatusByOrderId(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1)
  return row?.status ?? null
}

/**
 * Locks (`FOR UPDATE SKIP LOCKED`) up to `limit` orders awaiting approval whose time limit is at or before
 * `searchNow` and that no approval is capturing: rows another instance is deciding are passed over.
 * Call inside the transaction that acts on them.
 */
export async function lockLapsedApprovalOrders(db: Db, searchNow: Date, limit: number): Promise<{ id: number; eventId: number }[]> {
  const rows = await queryRows<{ id: number; event_id: number }>(
    db,
    sql`select id, event_id from orders
      where status = 'pending_approval' and expires_at <= ${searchNow}
        and (payment_attempt_until is null or payment_attempt_until <= ${searchNow})
      order by expires_at, id limit ${limit} for update skip locked`,
  )
  return rows.map((r) => ({ id: Number(r.id), eventId: Number(r.event_id) }))
}

export type ApprovalCounts = { awaiting: number; approved: number; declined: number }

/**
 * An event's registrations awaiting approval now, and how many its organizer approved and declined, from
 * the orders' trails (decision 064), a series' dates included.
 */
export async function countApprovalsByEventId(db: Db, eventId: number): Promise<ApprovalCounts> {
  const rows = await queryRows<ApprovalCounts>(
    db,
    sql`with ids as (select id from events where id = ${eventId} or series_parent_id = ${eventId})
      select
        (select count(*)::int from orders where event_id in (select id from ids) and status = 'pending_approval') as awaiting,
        (select count(*)::int from order_events oe join orders o on o.id = oe.order_id
          where o.event_id in (select id from ids) and oe.ticket_id is null and oe.reason = 'approved_by_organizer') as approved,
        (select count(*)::int from order_events oe join orders o on o.id = oe.order_id
          where o.event_id in (select id from ids) and oe.ticket_id is null and oe.reason = 'declined_by_organizer') as declined`,
  )
  const row = rows[0]
  return { awaiting: Number(row?.awaiting ?? 0), approved: Number(row?.approved ?? 0), declined: Number(row?.declined ?? 0) }
}
