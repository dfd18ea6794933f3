// Data access for an order's status and its trail (issue 36): the only place that writes
// `orders.status`, always with an `order_events` row in the same transaction (the quick single-statement
// paths of checkout-repository.ts write the same row from the same planned move). Call it through
// order-lifecycle.ts, which checks the move first.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { orderEvents, orders, tickets } from '@/db/schema'
import type { TicketStatus } from './ticket-state'
import { computeStatusListSql, TICKETED_ORDER_STATUSES, type OrderCreation, type OrderMove, type OrderMoveActor, type OrderMoveReason } from './order-state'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const TICKETED_STATUSES_SQL = sql.raw(computeStatusListSql(TICKETED_ORDER_STATUSES))

export type OrderEventRow = typeof orderEvents.$inferSelect
/** What a move may write beside the status (paid_at, refunded_minor, …); never the status itself. */
export type OrderMovePatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>

/** The `order_events` row of a move. */
export function computeOrderEventValues(move: OrderMove): typeof orderEvents.$inferInsert {
  return {
    orderId: move.orderId,
    ticketId: null,
    type: move.from === null ? 'order.created' : `order.${move.to}`,
    fromStatus: move.from,
    toStatus: move.to,
    actorKind: move.actor.kind,
    actorUserId: move.actor.userId,
    amountMinor: move.amountMinor,
    currency: move.currency,
    reason: move.reason,
    details: move.details,
    createdAt: move.at,
  }
}

/** The same row as SQL values, for a single statement that inserts it from a CTE naming the order `o`. */
export function computeOrderEventSelect(move: OrderCreation) {
  const v = computeOrderEventValues({ ...move, orderId: 0 })
  return sql`insert into order_events (order_id, type, from_status, to_status, actor_kind, actor_user_id, amount_minor, currency, reason, details, created_at)
    select o.id, ${v.type}, ${v.fromStatus ?? null}::text, ${v.toStatus}, ${v.actorKind}, ${v.actorUserId ?? null}::int, ${v.amountMinor ?? null}::int,
      ${v.currency}, ${v.reason}, ${v.details === null || v.details === undefined ? null : JSON.stringify(v.details)}::jsonb, ${v.createdAt}::timestamptz
    from o`
}

/**
 * Writes a planned move: the order's status (only if it still reads `from`: the caller holds the order's
 * row lock, so anything else is a defect, refused rather than written) with `patch`, and its trail row.
 */
export async function writeOrderMove(db: Db, move: OrderMove, patch: OrderMovePatch = {}): Promise<void> {
  if (move.from === null) throw new Error('writeOrderMove: an order is created by its hold, not moved into being')
  const updated = await db
    .update(orders)
    .set({ ...patch, status: move.to })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, move.from)))
    .returning({ id: orders.id })
  if (updated.length !== 1) throw new Error(`writeOrderMove: order ${move.orderId} is no longer ${move.from}`)
  await db.insert(orderEvents).values(computeOrderEventValues(move))
}

/** A new order's first trail row, written in the transaction that inserted the order. */
export async function insertOrderCreated(db: Db, orderId: number, creation: OrderCreation): Promise<void> {
  await db.insert(orderEvents).values(computeOrderEventValues({ ...creation, orderId }))
}

/** What a ticket's trail entries say beside the ticket: who and why (the order's own entry has the amount). */
export type TicketMoveTrail = { actor: OrderMoveActor; reason: OrderMoveReason; at: Date; currency: string; details?: Record<string, unknown> | null }

/**
 * Moves an order's valid tickets (the named ones, or all of them) to `to` and appends one trail entry per
 * ticket moved; answers the ids moved. A ticket no longer valid is left as it is.
 */
export async function writeTicketMoves(db: Db, orderId: number, ticketIds: readonly number[] | 'all', to: TicketStatus, trail: TicketMoveTrail): Promise<number[]> {
  if (ticketIds !== 'all' && ticketIds.length === 0) return []
  const rows = await db
    .update(tickets)
    .set({ status: to })
    .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'valid'), ticketIds === 'all' ? undefined : inArray(tickets.id, [...ticketIds])))
    .returning({ id: tickets.id })
  const moved = rows.map((r) => r.id).sort((a, b) => a - b)
  if (moved.length > 0) {
    await db.insert(orderEvents).values(moved.map((ticketId) => computeTicketEventValues(orderId, ticketId, `ticket.${to}`, { from: 'valid', to }, trail)))
  }
  return moved
}

/**
 * The trail entry of a ticket issued after its order was paid (a transfer's new ticket, decision 059): the
 * order's status does not move; the entry names the ticket and what it replaced.
 */
export async function insertTicketIssued(db: Db, orderId: number, ticketId: number, trail: TicketMoveTrail): Promise<void> {
  await db.insert(orderEvents).values(computeTicketEventValues(orderId, ticketId, 'ticket.issued', { from: null, to: 'valid' }, trail))
}

/** A ticket's trail row: the order's status does not move, so the amount is the order's own entry's. */
function computeTicketEventValues(orderId: number, ticketId: number, type: string, move: { from: string | null; to: string }, trail: TicketMoveTrail): typeof orderEvents.$inferInsert {
  return {
    orderId,
    ticketId,
    type,
    fromStatus: move.from,
    toStatus: move.to,
    actorKind: trail.actor.kind,
    actorUserId: trail.actor.userId,
    amountMinor: null,
    currency: trail.currency,
    reason: trail.reason,
    details: trail.details ?? null,
    createdAt: trail.at,
  }
}

/**
 * Checks a valid ticket of a paid (or partly refunded) order in and appends its trail entry, as one
 * conditional statement: of two devices
 * scanning at once, exactly one sees the time come back; the other finds `checked_in_at` already set.
 */
export async function writeCheckIn(db: Db, ticketId: number, actor: OrderMoveActor, at: Date): Promise<Date | null> {
  const rows = await queryRows<{ checked_in_at: Date | string }>(
    db,
    sql`
    with t as (
      update tickets set checked_in_at = ${at}::timestamptz
      where id = ${ticketId} and status = 'valid' and checked_in_at is null
        and order_id in (select id from orders where status in ${TICKETED_STATUSES_SQL})
      returning id, order_id, checked_in_at
    ), ev as (
      insert into order_events (order_id, ticket_id, type, from_status, to_status, actor_kind, actor_user_id, currency, reason, created_at)
      select t.order_id, t.id, 'ticket.checked_in', 'valid', 'valid', ${actor.kind}, ${actor.userId}::int, o.currency, 'checked_in', ${at}::timestamptz
      from t join orders o on o.id = t.order_id
      returning id
    )
    select checked_in_at from t`,
  )
  return rows[0] ? new Date(rows[0].checked_in_at) : null
}

/** An order's trail, oldest first. */
export async function findOrderEventsByOrderId(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))
}
