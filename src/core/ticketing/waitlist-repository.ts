// Data access for the wait-list (issue 36): entries in the order they came, and their status, which moves
// through waitlist-lifecycle.ts.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { waitlistEntries } from '@/db/schema'
import type { WaitlistStatus } from './waitlist-state'
import { computeStatusListSql, PAID_ORDER_STATUSES } from './order-state'

// The lifecycle's paid statuses (order-state.ts) as an SQL list.
const PAID_STATUSES_SQL = sql.raw(computeStatusListSql(PAID_ORDER_STATUSES))

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect

export async function insertWaitlistEntry(db: Db, row: typeof waitlistEntries.$inferInsert): Promise<WaitlistEntryRow> {
  const [inserted] = await db.insert(waitlistEntries).values(row).returning()
  if (!inserted) throw new Error('insertWaitlistEntry: no row returned')
  return inserted
}

/** The oldest entries still waiting for a class, first come first served. */
export async function findWaitingEntriesByClassId(db: Db, ticketClassId: number, limit: number): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.ticketClassId, ticketClassId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit)
}

/**
 * Offered entries whose 24-hour hold has passed unbought move to `to` (lapsed; waitlist-lifecycle.ts
 * checks the move): the next in line is asked. An offer its entry bought stays offered.
 */
export async function writeExpiredOffersMove(db: Db, ticketClassId: number, now: Date, to: WaitlistStatus): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: to })
    .where(
      and(
        eq(waitlistEntries.ticketClassId, ticketClassId),
        eq(waitlistEntries.status, 'offered'),
        sql`${waitlistEntries.offerExpiresAt} <= ${now}`,
        sql`not exists (select 1 from orders o where o.waitlist_entry_id = ${waitlistEntries.id} and o.status in ${PAID_STATUSES_SQL})`,
      ),
    )
}

/** Moves a waiting entry to `to` (offered, with its offer's end; waitlist-lifecycle.ts checks the move). */
export async function writeWaitlistEntryMove(db: Db, entryId: number, from: WaitlistStatus, to: WaitlistStatus, offerExpiresAt: Date): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: to, offerExpiresAt })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, from)))
}

export async function countWaitingEntries(db: Db, ticketClassId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketClassId, ticketClassId),
        or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now))),
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * Classes whose wait-list may be owed an offer at `now`: someone is waiting, or an offer has lapsed (its
 * entry must make way). Read without a lock; each class is then claimed on its own.
 */
export async function findClassIdsWithWaitingEntries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitlistEntries.ticketClassId })
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${now}`)))
    .orderBy(asc(waitlistEntries.ticketClassId))
    .limit(limit)
  return rows.map((r) => r.id)
}
