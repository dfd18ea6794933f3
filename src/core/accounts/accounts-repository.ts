import 'server-only'
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events, follows, images, orders, organizers, savedEvents, sessions, users } from '@/db/schema'
import { escapeLike } from '@/core/shared/text-prefix'
import type { UserFacts } from './user-json'
import { computeStatusListSql, PAID_ORDER_STATUSES } from '@/core/ticketing/order-state'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const PAID_STATUSES_SQL = sql.raw(computeStatusListSql(PAID_ORDER_STATUSES))

/** The live (unexpired, not deleted) user behind a session token hash, with the counts the header shows. */
export async function findUserFactsBySessionTokenHash(db: Db, tokenHash: string, now: Date): Promise<UserFacts | null> {
  const [row] = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      fullName: users.fullName,
      email: users.email,
      isStaff: users.isStaff,
      hasTikibar: users.hasTikibar,
      thumbnailKey: images.storageKey,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(images, eq(images.id, users.thumbnailImageId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1)
  if (!row) return null
  const [[saved], [following], [owned], [published], [ordered]] = await Promise.all([
    db.select({ n: count() }).from(savedEvents).where(eq(savedEvents.userId, row.id)),
    db.select({ n: count() }).from(follows).where(eq(follows.userId, row.id)),
    db.select({ n: count() }).from(organizers).where(eq(organizers.ownerUserId, row.id)),
    db
      .select({
        all: count(),
        paid: sql<number>`count(*) filter (where not ${events.isFree})`.mapWith(Number),
      })
      .from(events)
      .innerJoin(organizers, eq(organizers.id, events.organizerId))
      .where(and(eq(organizers.ownerUserId, row.id), eq(events.status, 'live'))),
    // The Tickets badge (issue 19 §7): the user's paid orders, refunded ones included, as My tickets lists
    // them: their own, and guest orders placed with their address once it is verified (issue 19 §3).
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          or(
            eq(orders.userId, row.id),
            row.emailVerifiedAt === null ? undefined : and(isNull(orders.userId), sql`lower(${orders.buyerEmail}) = lower(${row.email})`),
          ),
          sql`${orders.status} in ${PAID_STATUSES_SQL}`,
        ),
      ),
  ])
  return {
    publicId: row.publicId,
    fullName: row.fullName,
    email: row.email,
    isStaff: row.isStaff,
    hasTikibar: row.hasTikibar,
    thumbnailUrl: row.thumbnailKey ? `/images/${row.thumbnailKey}` : null,
    ownsOrganizer: (owned?.n ?? 0) > 0,
    numOrders: ordered?.n ?? 0,
    numSavedEvents: saved?.n ?? 0,
    numFollowing: following?.n ?? 0,
    numPublishedEvents: published?.all ?? 0,
    numPaidPublishedEvents: published?.paid ?? 0,
    emailVerified: row.emailVerifiedAt !== null,
  }
}

/** The id of the live user behind a session token hash, or null. */
export async function findUserIdBySessionTokenHash(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1)
  return row?.id ?? null
}

/** `locale`: of the page the account was made on, for its emails (issue 25); null for English. */
export type UserCredentials = { id: number; publicId: string; email: string; fullName: string; emailVerified: boolean; passwordHash: string | null; locale: string | null }

/** The live user with this email (case-insensitive), with the stored password hash. */
const credentialColumns = {
  id: users.id,
  publicId: users.publicId,
  email: users.email,
  fullName: users.fullName,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  passwordHash: users.passwordHash,
  locale: users.locale,
}

export async function findUserCredentialsByEmail(db: Db, email: string): Promise<UserCredentials | null> {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

export async function findUserCredentialsById(db: Db, id: number): Promise<UserCredentials | null> {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

/** Inserts a user; null when the email is taken (the unique index on lower(email) decides, race-free). */
export async function insertUser(
  db: Db,
  input: { publicId: string; email: string; fullName: string; passwordHash: string; isStaff?: boolean; now: Date; locale?: string | null; emailVerifiedAt?: Date },
): Promise<{ id: number; publicId: string } | null> {
  const [row] = await db
    .insert(users)
    .values({
      publicId: input.publicId,
      email: input.email,
      fullName: input.fullName,
      passwordHash: input.passwordHash,
      isStaff: input.isStaff ?? false,
      createdAt: input.now,
      locale: input.locale ?? null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, publicId: users.publicId })
  return row ?? null
}

export async function insertSession(
  db: Db,
  input: { tokenHash: string; userId: number; now: Date; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: input.expiresAt,
    userAgent: input.userAgent,
  })
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

/** Ends every session of a user except the one given (after a password or email change). */
export async function deleteOtherSessionsOfUser(db: Db, userId: number, keepTokenHash: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepTokenHash ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keepTokenHash}`) : eq(sessions.userId, userId))
}

export async function updateUserFields(
  db: Db,
  userId: number,
  fields: Partial<{ fullName: string; email: string; emailVerifiedAt: Date | null; passwordHash: string; thumbnailImageId: number | null; isStaff: boolean }>,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(fields)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id })
  return rows.length > 0
}

/** True when another live user already has this email. */
export async function isEmailTakenByOtherUser(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${userId}`))
    .limit(1)
  return row !== undefined
}

export async function insertImage(
  db: Db,
  input: { storageKey: string; contentType: string; width: number; height: number; byteSize: number; alt: string },
): Promise<number> {
  const [row] = await db.insert(images).values(input).returning({ id: images.id })
  return row!.id
}

export type UserProfileRow = {
  id: number
  publicId: string
  email: string
  fullName: string
  isStaff: boolean
  createdAt: Date
  emailVerified: boolean
  thumbnailKey: string | null
}

export async function findUserProfileById(db: Db, id: number): Promise<UserProfileRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      email: users.email,
      fullName: users.fullName,
      isStaff: users.isStaff,
      createdAt: users.createdAt,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      thumbnailKey: images.storageKey,
    })
    .from(users)
    .leftJoin(images, eq(images.id, users.thumbnailImageId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

/**
 * Deletes what identifies a user and keeps the row (orders and organizer profiles keep pointing at it,
 * anonymised): name and email blanked, password and sessions gone, likes, follows, interests and
 * collections removed. Follower counts are kept in step. Call inside a transaction.
 */
export async function anonymiseUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.execute(sql`update organizers o set num_followers = greatest(num_followers - 1, 0)
    from follows f where f.organizer_id = o.id and f.user_id = ${userId}`)
  await db.execute(sql`update events e set bookmarks_count = greatest(bookmarks_count - 1, 0)
    from saved_events s where s.event_id = e.id and s.user_id = ${userId}`)
  await db.delete(follows).where(eq(follows.userId, userId))
  await db.delete(savedEvents).where(eq(savedEvents.userId, userId))
  await db.execute(sql`delete from interests where user_id = ${userId}`)
  await db.execute(sql`delete from collections where user_id = ${userId}`)
  await db.delete(sessions).where(eq(sessions.userId, userId))
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.publicId} || '@deleted.invalid'`,
      fullName: 'Deleted user',
      passwordHash: null,
      thumbnailImageId: null,
      isStaff: false,
      hasTikibar: false,
      deletedAt: now,
    })
    .where(eq(users.id, userId))
}

export type UserSearchRow = { publicId: string; fullName: string; email: string; isStaff: boolean; createdAt: Date }

/** Live users whose email or name contains the text (staff search), newest first. */
export async function findUsersByText(db: Db, text: string, limit: number): Promise<UserSearchRow[]> {
  const pattern = `%${escapeLike(text)}%`
  return db
    .select({ publicId: users.publicId, fullName: users.fullName, email: users.email, isStaff: users.isStaff, createdAt: users.createdAt })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`(${users.email} ilike ${pattern} or ${users.fullName} ilike ${pattern})`))
    .orderBy(sql`${users.createdAt} desc`)
    .limit(limit)
}

/** The viewer's id and role, for access checks. */
export async function findUserRoleById(db: Db, id: number): Promise<{ id: number; publicId: string; isStaff: boolean; hasTikibar: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, publicId: users.publicId, isStaff: users.isStaff, hasTikibar: users.hasTikibar })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

export type Viewer = { id: number; publicId: string; isStaff: boolean; hasTikibar: boolean }

/** The live user behind a session token hash, with the role facts access checks need. */
export async function findViewerBySessionTokenHash(db: Db, tokenHash: string, now: Date): Promise<Viewer | null> {
  const [row] = await db
    .select({ id: users.id, publicId: users.publicId, isStaff: users.isStaff, hasTikibar: users.hasTikibar })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}
