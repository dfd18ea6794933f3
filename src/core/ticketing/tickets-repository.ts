// Data access for issued tickets (issue 36): their ids, taken before the paying transaction, their rows
// and an order's tickets. Their status moves through order-lifecycle.ts.
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { tickets } from '@/db/schema'

export type TicketRow = typeof tickets.$inferSelect

export async function findTicketsByOrderId(db: Db, orderId: number): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id))
}


/** The tickets of several orders at once, each order's in issue order. */
export async function findTicketsByOrderIds(db: Db, orderIds: readonly number[]): Promise<TicketRow[]> {
  if (orderIds.length === 0) return []
  return db.select().from(tickets).where(inArray(tickets.orderId, [...orderIds])).orderBy(asc(tickets.id))
}

export async function findTicketById(db: Db, ticketId: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId))
  return row ?? null
}

export async function insertTickets(db: Db, rows: (typeof tickets.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(tickets).values(rows)
}

/**
 * Ticket ids taken from the sequence before the paying transaction, so the confirmation email (whose QR
 * links name the ids) can be rendered outside it. Unused ids (a lost race) leave gaps, which is harmless.
 */
export async function allocateTicketIds(db: Db, count: number): Promise<number[]> {
  if (count <= 0) return []
  const rows = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('tickets', 'id'))::int as id from generate_series(1, ${count})`)
  return rows.map((r) => Number(r.id))
}
