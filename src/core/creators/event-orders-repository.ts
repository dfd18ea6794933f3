// Data access for an event's orders as its organizer sees them (issue 20), a series' dates included: the orders page and the open orders a cancellation refunds.
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { escapeLike } from '@/core/shared/text-prefix'
import { orders } from '@/db/schema'

export type EventOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'eventId' | 'status' | 'expiresAt' | 'createdAt' | 'buyerName' | 'buyerEmail' | 'currency' | 'subtotalMinor' | 'discountMinor' | 'feesMinor' | 'totalMinor'
> & { quantity: number }

/**
 * One page of an event's orders (its series dates' too) in the given states, newest first. `text` matches
 * part of the buyer's name or email, or `orderNumber` the order id exactly. A reserved order past its hold
 * counts as expired (order-state.ts), so `reserved` and `expired` are told apart by `now`.
 */
export async function findEventOrdersPage(
  db: Db,
  input: { eventId: number; statuses: readonly string[]; now: Date; text: string | null; orderNumber: number | null; limit: number; offset: number },
): Promise<{ rows: EventOrderRow[]; total: number }> {
  const wantReserved = input.statuses.includes('reserved')
  const wantExpired = input.statuses.includes('expired')
  const stored = input.statuses.filter((s) => s !== 'reserved' && s !== 'expired')
  const holds = [
    ...(wantReserved ? [sql`(${orders.status} = 'reserved' and ${orders.expiresAt} > ${input.now})`] : []),
    ...(wantExpired ? [sql`(${orders.status} = 'expired' or (${orders.status} = 'reserved' and ${orders.expiresAt} <= ${input.now}))`] : []),
  ]
  const statusMatch = or(...(stored.length > 0 ? [inArray(orders.status, [...stored])] : []), ...holds) ?? sql`false`
  const pattern = input.text === null ? null : `%${escapeLike(input.text.toLowerCase())}%`
  const textMatch =
    pattern === null
      ? undefined
      : or(
          sql`lower(coalesce(${orders.buyerName}, '')) like ${pattern}`,
          sql`lower(coalesce(${orders.buyerEmail}, '')) like ${pattern}`,
          ...(input.orderNumber === null ? [] : [eq(orders.id, input.orderNumber)]),
        )
  const where = and(sql`${orders.eventId} in (select id from events where id = ${input.eventId} or series_parent_id = ${input.eventId})`, statusMatch, textMatch)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        eventId: orders.eventId,
        status: orders.status,
        expiresAt: orders.expiresAt,
        createdAt: orders.createdAt,
        buyerName: orders.buyerName,
        buyerEmail: orders.buyerEmail,
        currency: orders.currency,
        subtotalMinor: orders.subtotalMinor,
        discountMinor: orders.discountMinor,
        feesMinor: orders.feesMinor,
        totalMinor: orders.totalMinor,
        // Spelled out: inside a sub-select drizzle would leave the columns unqualified.
        quantity: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r, quantity: Number(r.quantity) })), total: counted?.n ?? 0 }
}

/** The event's orders that hold or issued tickets, locked, for a cancellation. */
export async function findOpenOrdersByEventIdForUpdate(db: Db, eventId: number): Promise<(typeof orders.$inferSelect)[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`${orders.eventId} in (select id from events where id = ${eventId} or series_parent_id = ${eventId})`,
        sql`${orders.status} in ('reserved', 'pending_approval', 'paid', 'partially_refunded')`, // held, awaiting approval or holding tickets
      ),
    )
    .orderBy(asc(orders.id))
    .for('update')
}
