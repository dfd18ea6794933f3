// Data access for a private event's invitation list (issue 40 "Visibility", decision 060). Emails are
// stored as normalizeEmail gives them (trimmed, lower case), one row per event and address.
import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { eventInvitations } from '@/db/schema'

export type InvitationRow = typeof eventInvitations.$inferSelect

/** Adds the addresses not yet invited; answers the rows added (an address already on the list is left alone). */
export async function insertInvitations(db: Db, eventId: number, emails: readonly string[], now: Date): Promise<InvitationRow[]> {
  if (emails.length === 0) return []
  return db
    .insert(eventInvitations)
    .values(emails.map((email) => ({ eventId, email, createdAt: now })))
    .onConflictDoNothing()
    .returning()
}

export async function findInvitationsByEventId(db: Db, eventId: number): Promise<InvitationRow[]> {
  return db.select().from(eventInvitations).where(eq(eventInvitations.eventId, eventId)).orderBy(asc(eventInvitations.email))
}

export async function countInvitationsByEventId(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(eventInvitations).where(eq(eventInvitations.eventId, eventId))
  return Number(row?.n ?? 0)
}

/** Removes one address from the event's list; answers the address, or null when the list had no such row. */
export async function deleteInvitation(
  db: Db,
  eventId: number,
  invitationId: number,
): Promise<{ email: string } | null> {
  const [row] = await db
    .delete(eventInvitations)
    .where(and(eq(eventInvitations.eventId, eventId), eq(eventInvitations.id, invitationId)))
    .returning({ email: eventInvitations.email })
  return row ?? null
}

/**
 * True when invitation `invitationId` of the event still stands, or when user `userId`'s verified address
 * is on the event's list (an invited person who signs in).
 */
export async function isInvitedToEvent(db: Db, eventId: number, who: { invitationId: number | null; userId: number | null }): Promise<boolean> {
  if (who.invitationId === null && who.userId === null) return false
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from event_invitations i
        where i.event_id = ${eventId}
          and (i.id = ${who.invitationId ?? 0}
            or exists (select 1 from users u where u.id = ${who.userId ?? 0} and u.email_verified_at is not null and lower(u.email) = i.email))
        limit 1`,
  )
  return rows.length > 0
}
