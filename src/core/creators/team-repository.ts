// Data access for an organization's team (issue 40, decision 061): its members, its invitations and its
// audit trail (organization_events), written together by the team's use cases.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { organizationEvents, organizationInvitations, organizationMembers, organizers, users } from '@/db/schema'
import { isTeamRole, type TeamRole } from './team-roles'

export type MembershipRow = { id: number; organizerId: number; userId: number; role: TeamRole; eventIds: number[] }

function toMembership(row: typeof organizationMembers.$inferSelect): MembershipRow {
  return { id: row.id, organizerId: row.organizerId, userId: row.userId, role: isTeamRole(row.role) ? row.role : 'door', eventIds: row.eventIds }
}

/** The user's membership of the organization, read fresh on every request (no session caches it). */
export async function findMembership(db: Db, organizerId: number, userId: number): Promise<MembershipRow | null> {
  const [row] = await db.select().from(organizationMembers).where(and(eq(organizationMembers.organizerId, organizerId), eq(organizationMembers.userId, userId)))
  return row ? toMembership(row) : null
}

/** Every organization the user is a member of, with its name: My events lists their events. */
export async function findMembershipsByUserId(db: Db, userId: number): Promise<(MembershipRow & { organizerName: string })[]> {
  const rows = await db
    .select({ member: organizationMembers, organizerName: organizers.name })
    .from(organizationMembers)
    .innerJoin(organizers, eq(organizers.id, organizationMembers.organizerId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.id))
  return rows.map((r) => ({ ...toMembership(r.member), organizerName: r.organizerName }))
}

export type MemberListRow = MembershipRow & { name: string | null; email: string; createdAt: Date }

export async function findMembersByOrganizerId(db: Db, organizerId: number): Promise<MemberListRow[]> {
  const rows = await db
    .select({ member: organizationMembers, name: users.fullName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizerId, organizerId))
    .orderBy(asc(organizationMembers.id))
  return rows.map((r) => ({ ...toMembership(r.member), name: r.name, email: r.email, createdAt: r.member.createdAt }))
}

/** The organization's own account: its first owner, listed with the team but never removable. */
export async function findOrganizationAccount(db: Db, organizerId: number): Promise<{ userId: number; name: string | null; email: string; organizerName: string } | null> {
  const [row] = await db
    .select({ userId: users.id, name: users.fullName, email: users.email, organizerName: organizers.name })
    .from(organizers)
    .innerJoin(users, eq(users.id, organizers.ownerUserId))
    .where(eq(organizers.id, organizerId))
  return row ?? null
}

/** Adds the member, or gives an existing member the invitation's role and events; answers the row and its role before. */
export async function upsertMember(db: Db, row: { organizerId: number; userId: number; role: TeamRole; eventIds: number[]; createdAt: Date }): Promise<{ member: MembershipRow; before: TeamRole | null }> {
  const before = await findMembership(db, row.organizerId, row.userId)
  const [saved] = await db
    .insert(organizationMembers)
    .values(row)
    .onConflictDoUpdate({ target: [organizationMembers.organizerId, organizationMembers.userId], set: { role: row.role, eventIds: row.eventIds } })
    .returning()
  return { member: toMembership(saved!), before: before?.role ?? null }
}

/** Removes a member of the organization; null when it has no such member. */
export async function deleteMember(db: Db, organizerId: number, memberId: number): Promise<MemberListRow | null> {
  const [member] = (await findMembersByOrganizerId(db, organizerId)).filter((m) => m.id === memberId)
  if (!member) return null
  await db.delete(organizationMembers).where(and(eq(organizationMembers.id, memberId), eq(organizationMembers.organizerId, organizerId)))
  return member
}

export type InvitationRow = typeof organizationInvitations.$inferSelect

export async function insertInvitation(db: Db, row: typeof organizationInvitations.$inferInsert): Promise<InvitationRow> {
  const [saved] = await db.insert(organizationInvitations).values(row).returning()
  return saved!
}

/** Invitations not yet accepted or revoked, newest first (expired ones too: the page says so). */
export async function findPendingInvitations(db: Db, organizerId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizerId, organizerId), eq(organizationInvitations.status, 'pending')))
    .orderBy(desc(organizationInvitations.id))
}

/** The invitation a link's token stands for, locked for the accepting transaction. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<(InvitationRow & { organizerName: string }) | null> {
  const [row] = await db
    .select({ invitation: organizationInvitations, organizerName: organizers.name })
    .from(organizationInvitations)
    .innerJoin(organizers, eq(organizers.id, organizationInvitations.organizerId))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .for('update', { of: organizationInvitations })
  return row ? { ...row.invitation, organizerName: row.organizerName } : null
}

/** Ends a pending invitation of the organization (accepted or revoked); false when none was pending. */
export async function closeInvitation(db: Db, organizerId: number, invitationId: number, status: 'accepted' | 'revoked'): Promise<InvitationRow | null> {
  const [row] = await db
    .update(organizationInvitations)
    .set({ status })
    .where(and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.organizerId, organizerId), eq(organizationInvitations.status, 'pending')))
    .returning()
  return row ?? null
}

/** The kinds of audit entry (the table's CHECK constraint lists the same). */
export const ORGANIZATION_EVENT_TYPES = [
  'member.invited',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'event.settings_changed',
  'event.invitations_added',
  'event.invitation_removed',
  'ticket_class.settings_changed',
  'question.added',
  'question.changed',
  'question.removed',
  'embed_origins.changed',
] as const
export type OrganizationEventType = (typeof ORGANIZATION_EVENT_TYPES)[number]

export function isOrganizationEventType(value: string): value is OrganizationEventType {
  return (ORGANIZATION_EVENT_TYPES as readonly string[]).includes(value)
}

/** Appends to the organization's audit trail, in the caller's transaction. */
export async function insertOrganizationEvent(db: Db, row: { organizerId: number; type: OrganizationEventType; actorUserId: number | null; details: Record<string, unknown>; createdAt: Date }): Promise<void> {
  await db.insert(organizationEvents).values(row)
}

export async function findOrganizationEvents(db: Db, organizerId: number, limit = 100): Promise<(typeof organizationEvents.$inferSelect)[]> {
  return db.select().from(organizationEvents).where(eq(organizationEvents.organizerId, organizerId)).orderBy(desc(organizationEvents.id)).limit(limit)
}

export type ActivityRow = typeof organizationEvents.$inferSelect & {
  actorName: string | null
  actorEmail: string | null
}

/** One page of the organization's audit trail, newest first, with who acted (null once their account is gone), and the whole count. */
export async function findOrganizationActivity(
  db: Db,
  organizerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: organizationEvents, actorName: users.fullName, actorEmail: users.email })
      .from(organizationEvents)
      .leftJoin(users, eq(users.id, organizationEvents.actorUserId))
      .where(eq(organizationEvents.organizerId, organizerId))
      .orderBy(desc(organizationEvents.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizationEvents)
      .where(eq(organizationEvents.organizerId, organizerId)),
  ])
  return {
    rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName, actorEmail: r.actorEmail })),
    total: Number(count?.n ?? 0),
  }
}

/** The names of those of `eventIds` that are the organization's events (door staff are given its events only). */
export async function findEventNamesOfOrganizer(db: Db, organizerId: number, eventIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (eventIds.length === 0) return []
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from events where organizer_id = ${organizerId} and id = any(${sql.param([...eventIds])}::int[]) order by start_at, id`)
  return rows.map((r) => ({ id: Number(r.id), name: r.name }))
}

/** The organization's events a door can be given: not drafts, newest start last. */
export async function findEventsOfOrganizer(db: Db, organizerId: number): Promise<{ id: number; name: string; startAt: Date; timeZone: string }[]> {
  const rows = await queryRows<{ id: number; name: string; start_at: string; time_zone: string }>(
    db,
    sql`select id, name, start_at, time_zone from events where organizer_id = ${organizerId} and status <> 'draft' and not is_series_parent order by start_at, id limit 500`,
  )
  return rows.map((r) => ({ id: Number(r.id), name: r.name, startAt: new Date(r.start_at), timeZone: r.time_zone }))
}
