import 'server-only'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events, follows, images, organizers, savedEvents, sessions, users } from '@/db/schema'
import type { UserFacts } from './user-json'

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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(images, eq(images.id, users.thumbnailImageId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1)
  if (!row) return null
  const [[saved], [following], [owned], [published]] = await Promise.all([
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
  ])
  return {
    publicId: row.publicId,
    fullName: row.fullName,
    email: row.email,
    isStaff: row.isStaff,
    hasTikibar: row.hasTikibar,
    thumbnailUrl: row.thumbnailKey ? `/images/${row.thumbnailKey}` : null,
    ownsOrganizer: (owned?.n ?? 0) > 0,
    // Orders arrive with ticketing; until then nobody has any.
    numOrders: 0,
    numSavedEvents: saved?.n ?? 0,
    numFollowing: following?.n ?? 0,
    numPublishedEvents: published?.all ?? 0,
    numPaidPublishedEvents: published?.paid ?? 0,
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
