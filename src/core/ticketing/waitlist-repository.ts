// Data access for the wait-list (issue 36): entries in the order they came, and their status, which moves
// through waitlist-lifecycle.ts.
import { and, asc, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm'
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

/**
 * A class's confirmed entries still waiting, first confirmed first served: an entry's place in line
 * starts when its address is confirmed (decision 048); unconfirmed entries are offered nothing.
 */
export async function findWaitingEntriesByClassId(db: Db, ticketClassId: number, limit: number): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.ticketClassId, ticketClassId), eq(waitlistEntries.status, 'waiting'), isNotNull(waitlistEntries.confirmedAt)))
    .orderBy(asc(waitlistEntries.confirmedAt), asc(waitlistEntries.id))
    .limit(limit)
}

export async function findWaitlistEntryById(db: Db, entryId: number): Promise<WaitlistEntryRow | null> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).limit(1)
  return row ?? null
}

/**
 * Another confirmed entry of the address on the event that still holds a place: waiting, or offered
 * seats whose offer has not run out (decision 048: one place per confirmed address and event).
 */
export async function findLiveWaitlistPlace(db: Db, input: { eventId: number; emailKey: string; exceptId: number; now: Date }): Promise<WaitlistEntryRow | null> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, input.eventId),
        eq(waitlistEntries.emailKey, input.emailKey),
        ne(waitlistEntries.id, input.exceptId),
        isNotNull(waitlistEntries.confirmedAt),
        or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, input.now))),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Marks an entry confirmed; false when it already was (nothing written). */
export async function writeWaitlistConfirmation(db: Db, entryId: number, confirmedAt: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ confirmedAt })
    .where(and(eq(waitlistEntries.id, entryId), sql`${waitlistEntries.confirmedAt} is null`))
    .returning({ id: waitlistEntries.id })
  return rows.length > 0
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

/**
 * The confirmed entries of a class in line (waiting, or offered seats not yet run out); with `upTo`, only
 * those confirmed before it or with it: its place in line.
 */
export async function countWaitingEntries(db: Db, ticketClassId: number, now: Date, upTo?: { id: number; confirmedAt: Date | null }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketClassId, ticketClassId),
        isNotNull(waitlistEntries.confirmedAt),
        or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now))),
        upTo?.confirmedAt ? sql`(${waitlistEntries.confirmedAt}, ${waitlistEntries.id}) <= (${upTo.confirmedAt.toISOString()}::timestamptz, ${upTo.id})` : undefined,
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * Classes whose wait-list may be owed an offer at `now`: someone confirmed is waiting, or an offer has
 * lapsed (its entry must make way). Read without a lock; each class is then claimed on its own.
 */
export async function findClassIdsWithWaitingEntries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitlistEntries.ticketClassId })
    .from(waitlistEntries)
    .where(
      or(
        and(eq(waitlistEntries.status, 'waiting'), isNotNull(waitlistEntries.confirmedAt)),
        and(eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${now}`),
      ),
    )
    .orderBy(asc(waitlistEntries.ticketClassId))
    .limit(limit)
  return rows.map((r) => r.id)
}

/** True for the unique violation of one confirmed place per address and event (a racing confirmation won). */
export function isWaitlistPlaceConflict(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505') return constraint === undefined || constraint === 'waitlist_entries_event_email_key'
  }
  return false
}

/**
 * Deletes up to `limit` wait-list entries nobody confirmed that were made before `before` (decision 048):
 * they hold no place in any line and were never offered anything, so nothing else refers to them. Answers
 * how many went.
 */
export async function deleteUnconfirmedEntriesBefore(db: Db, before: Date, limit: number): Promise<number> {
  const gone = await db
    .delete(waitlistEntries)
    .where(
      sql`${waitlistEntries.id} in (select id from waitlist_entries where confirmed_at is null and status = 'waiting' and created_at < ${before} order by id limit ${limit})`,
    )
    .returning({ id: waitlistEntries.id })
  return gone.length
}
