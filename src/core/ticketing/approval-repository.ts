// Data access for approval (decision 064): whether an order's registration waits for its organizer, the
// authorised payment of one that does, the undecided registrations whose time ran out (claimed with SKIP
// LOCKED, so several instances sweeping at once never act on one order twice) and the decisions' counts.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { payments } from '@/db/schema'
import type { PaymentRow } from './payments-repository'

/** What completing an order must do beyond paying (decisions 063 and 064), read in one statement. */
export type RegistrationNeeds = {
  /** The event (or, for a series' date, its series) asks questions: answers are checked before paying. */
  asksQuestions: boolean
  /** Answers were saved on the order already (a deleted question's too): the answer carries them. */
  hasAnswers: boolean
  /** The event, or the class of one of the order's lines, asks for the organizer's approval. */
  requiresApproval: boolean
}

/**
 * One read for every completion (most events ask nothing and approve everyone), where there were three:
 * whether the event asks questions, whether the order has answers, and whether it needs approval.
 */
export async function findOrderRegistrationNeeds(db: Db, orderId: number): Promise<RegistrationNeeds> {
  const rows = await queryRows<{ asks_questions: boolean; has_answers: boolean; requires_approval: boolean | null }>(
    db,
    sql`select exists (select 1 from registration_questions q where q.event_id in (e.id, e.series_parent_id) and q.deleted_at is null) as asks_questions,
        exists (select 1 from registration_answers a where a.order_id = o.id) as has_answers,
        e.requires_approval or exists (select 1 from order_lines ol join ticket_classes tc on tc.id = ol.ticket_class_id where ol.order_id = o.id and tc.requires_approval) as requires_approval
      from orders o join events e on e.id = o.event_id
      where o.id = ${orderId}`,
  )
  const row = rows[0]
  return { asksQuestions: row?.asks_questions === true, hasAnswers: row?.has_answers === true, requiresApproval: row?.requires_approval === true }
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
