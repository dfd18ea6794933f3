import 'server-only'
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { collectionEvents, collections, events, follows, images, interests, organizers, savedEvents, users } from '@/db/schema'
import { queryRows } from '@/db/query-rows'
import type { InterestRow } from './interests'

/** True when the event exists and is public (not a draft). */
export async function isPublicEvent(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(and(eq(events.id, eventId), ne(events.status, 'draft'))).limit(1)
  return row !== undefined
}

/** Saves the event for the user; bookmarks_count moves only when the row is new. Call in a transaction. */
export async function insertSavedEvent(db: Db, userId: number, eventId: number, now: Date): Promise<void> {
  const inserted = await db.insert(savedEvents).values({ userId, eventId, createdAt: now }).onConflictDoNothing().returning({ eventId: savedEvents.eventId })
  if (inserted.length > 0) await db.update(events).set({ bookmarksCount: sql`${events.bookmarksCount} + 1` }).where(eq(events.id, eventId))
}

export async function deleteSavedEvent(db: Db, userId: number, eventId: number): Promise<void> {
  const deleted = await db
    .delete(savedEvents)
    .where(and(eq(savedEvents.userId, userId), eq(savedEvents.eventId, eventId)))
    .returning({ eventId: savedEvents.eventId })
  if (deleted.length > 0) {
    await db.update(events).set({ bookmarksCount: sql`greatest(${events.bookmarksCount} - 1, 0)` }).where(eq(events.id, eventId))
  }
}

export async function countSavedEvents(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedEvents).where(eq(savedEvents.userId, userId))
  return row?.n ?? 0
}

/** The user's saved event ids, most recently saved first. */
export async function findSavedEventIds(db: Db, userId: number, { limit, offset }: { limit: number; offset: number }): Promise<number[]> {
  const rows = await db
    .select({ eventId: savedEvents.eventId })
    .from(savedEvents)
    .where(eq(savedEvents.userId, userId))
    .orderBy(desc(savedEvents.createdAt), desc(savedEvents.eventId))
    .limit(limit)
    .offset(offset)
  return rows.map((r) => r.eventId)
}

export async function organizerExists(db: Db, organizerId: number): Promise<boolean> {
  const [row] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, organizerId)).limit(1)
  return row !== undefined
}

/** Follows the organizer; num_followers moves only when the row is new. Call in a transaction. */
export async function insertFollow(db: Db, userId: number, organizerId: number, now: Date): Promise<void> {
  const inserted = await db.insert(follows).values({ userId, organizerId, createdAt: now }).onConflictDoNothing().returning({ o: follows.organizerId })
  if (inserted.length > 0) await db.update(organizers).set({ numFollowers: sql`${organizers.numFollowers} + 1` }).where(eq(organizers.id, organizerId))
}

export async function deleteFollow(db: Db, userId: number, organizerId: number): Promise<void> {
  const deleted = await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.organizerId, organizerId)))
    .returning({ o: follows.organizerId })
  if (deleted.length > 0) {
    await db.update(organizers).set({ numFollowers: sql`greatest(${organizers.numFollowers} - 1, 0)` }).where(eq(organizers.id, organizerId))
  }
}

export async function findOrganizerFollowerCount(db: Db, organizerId: number): Promise<number> {
  const [row] = await db.select({ n: organizers.numFollowers }).from(organizers).where(eq(organizers.id, organizerId))
  return row?.n ?? 0
}

export async function isFollowing(db: Db, userId: number, organizerId: number): Promise<boolean> {
  const [row] = await db
    .select({ o: follows.organizerId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.organizerId, organizerId)))
    .limit(1)
  return row !== undefined
}

export type FollowedOrganizerRow = { id: number; name: string; slug: string; numFollowers: number; imageKey: string | null; followedAt: Date }

/** The organizers a user follows, most recently followed first. */
export async function findFollowedOrganizers(db: Db, userId: number, limit: number): Promise<FollowedOrganizerRow[]> {
  return db
    .select({
      id: organizers.id,
      name: organizers.name,
      slug: organizers.slug,
      numFollowers: organizers.numFollowers,
      imageKey: images.storageKey,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(organizers, eq(organizers.id, follows.organizerId))
    .leftJoin(images, eq(images.id, organizers.imageId))
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt), desc(organizers.id))
    .limit(limit)
}


export async function findInterestsByUserId(db: Db, userId: number): Promise<InterestRow[]> {
  const rows = await db.select({ kind: interests.kind, value: interests.value }).from(interests).where(eq(interests.userId, userId)).orderBy(interests.id)
  return rows as InterestRow[]
}

/** Replaces the user's interests with `rows`. Call in a transaction. */
export async function replaceInterests(db: Db, userId: number, rows: InterestRow[], now: Date): Promise<void> {
  await db.delete(interests).where(eq(interests.userId, userId))
  if (rows.length > 0) await db.insert(interests).values(rows.map((r) => ({ userId, kind: r.kind, value: r.value, createdAt: now })))
}

export type CollectionRow = { id: number; userId: number; name: string; isPublic: boolean; createdAt: Date; eventCount: number }

export async function findCollectionsByUserId(db: Db, userId: number): Promise<CollectionRow[]> {
  return db
    .select({
      id: collections.id,
      userId: collections.userId,
      name: collections.name,
      isPublic: collections.isPublic,
      createdAt: collections.createdAt,
      eventCount: sql<number>`(select count(*) from ${collectionEvents} where ${collectionEvents.collectionId} = ${collections.id})`.mapWith(Number),
    })
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(desc(collections.createdAt), desc(collections.id))
}

export async function findCollectionById(db: Db, id: number): Promise<(CollectionRow & { ownerPublicId: string; ownerName: string }) | null> {
  const [row] = await db
    .select({
      id: collections.id,
      userId: collections.userId,
      name: collections.name,
      isPublic: collections.isPublic,
      createdAt: collections.createdAt,
      eventCount: sql<number>`(select count(*) from ${collectionEvents} where ${collectionEvents.collectionId} = ${collections.id})`.mapWith(Number),
      ownerPublicId: users.publicId,
      ownerName: users.fullName,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.userId))
    .where(and(eq(collections.id, id), isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

export async function countCollectionsOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections).where(eq(collections.userId, userId))
  return row?.n ?? 0
}

export async function insertCollection(db: Db, input: { userId: number; name: string; isPublic: boolean; now: Date }): Promise<number> {
  const [row] = await db
    .insert(collections)
    .values({ userId: input.userId, name: input.name, isPublic: input.isPublic, createdAt: input.now })
    .returning({ id: collections.id })
  return row!.id
}

export async function updateCollection(db: Db, id: number, fields: Partial<{ name: string; isPublic: boolean }>): Promise<void> {
  await db.update(collections).set(fields).where(eq(collections.id, id))
}

export async function deleteCollection(db: Db, id: number): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id))
}

export async function insertCollectionEvent(db: Db, collectionId: number, eventId: number, now: Date): Promise<void> {
  await db.insert(collectionEvents).values({ collectionId, eventId, addedAt: now }).onConflictDoNothing()
}

export async function deleteCollectionEvent(db: Db, collectionId: number, eventId: number): Promise<void> {
  await db.delete(collectionEvents).where(and(eq(collectionEvents.collectionId, collectionId), eq(collectionEvents.eventId, eventId)))
}

export async function findCollectionEventIds(db: Db, collectionId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: collectionEvents.eventId })
    .from(collectionEvents)
    .where(eq(collectionEvents.collectionId, collectionId))
    .orderBy(desc(collectionEvents.addedAt), desc(collectionEvents.eventId))
    .limit(limit)
  return rows.map((r) => r.eventId)
}

/** For each event, the ids of the user's collections that hold it. */
export async function findCollectionIdsHoldingEvents(db: Db, userId: number, eventIds: number[]): Promise<{ eventId: number; collectionId: number }[]> {
  if (eventIds.length === 0) return []
  return db
    .select({ eventId: collectionEvents.eventId, collectionId: collectionEvents.collectionId })
    .from(collectionEvents)
    .innerJoin(collections, eq(collections.id, collectionEvents.collectionId))
    .where(and(eq(collections.userId, userId), inArray(collectionEvents.eventId, eventIds)))
}

export type TasteProfile = {
  categoryIds: number[]
  subcategoryIds: number[]
  tags: string[]
  likedCategoryIds: number[]
  likedSubcategoryIds: number[]
  followedOrganizerIds: number[]
  savedEventIds: number[]
}

/** The categories and subcategories of the user's likes, the organizers they follow and the events they saved. */
export async function findLikeSignals(db: Db, userId: number): Promise<Pick<TasteProfile, 'likedCategoryIds' | 'likedSubcategoryIds' | 'followedOrganizerIds' | 'savedEventIds'>> {
  const [liked, followed] = await Promise.all([
    db
      .select({ id: events.id, categoryId: events.categoryId, subcategoryId: events.subcategoryId })
      .from(savedEvents)
      .innerJoin(events, eq(events.id, savedEvents.eventId))
      .where(eq(savedEvents.userId, userId))
      .orderBy(desc(savedEvents.createdAt))
      .limit(200),
    db.select({ id: follows.organizerId }).from(follows).where(eq(follows.userId, userId)).limit(500),
  ])
  return {
    likedCategoryIds: [...new Set(liked.map((l) => l.categoryId))],
    likedSubcategoryIds: [...new Set(liked.map((l) => l.subcategoryId).filter((v): v is number => v !== null))],
    followedOrganizerIds: followed.map((f) => f.id),
    savedEventIds: liked.map((l) => l.id),
  }
}

const intArray = (values: number[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`

/** How many soonest upcoming events the For-you ranking looks at (ARCHITECTURE §11: never rank an unbounded set). */
export const FOR_YOU_CANDIDATES = 2000

/**
 * Upcoming live events in the area, scored by the taste profile (weights in `weights`), ties broken by
 * popularity then date. With an empty profile the score is 0 everywhere, so this is "popular upcoming".
 */
export async function findEventIdsByTaste(
  db: Db,
  input: {
    box: { swLat: number; swLng: number; neLat: number; neLng: number } | null
    onlineOnly: boolean
    from: Date
    profile: TasteProfile
    weights: { subcategory: number; category: number; tag: number; likedCategory: number; likedSubcategory: number; followedOrganizer: number }
    limit: number
    offset: number
  },
): Promise<{ ids: number[]; total: number }> {
  const p = input.profile
  const w = input.weights
  // Publicly listed (decision 060): live, dated, listed, no password.
  const where = [sql`publicly_listed`, sql`start_at >= ${input.from}`]
  if (input.onlineOnly) where.push(sql`is_online`)
  if (input.box) {
    where.push(
      sql`point(longitude, latitude) <@ box(point(${input.box.swLng}, ${input.box.swLat}), point(${input.box.neLng}, ${input.box.neLat}))`,
    )
  }
  const term = (ids: unknown[], expr: ReturnType<typeof sql>) => (ids.length > 0 ? expr : sql`0`)
  const score = sql`(
      ${term(p.subcategoryIds, sql`case when subcategory_id = any(${intArray(p.subcategoryIds)}) then ${w.subcategory} else 0 end`)}
    + ${term(p.categoryIds, sql`case when category_id = any(${intArray(p.categoryIds)}) then ${w.category} else 0 end`)}
    + ${term(p.tags, sql`${w.tag} * cardinality(array(select unnest(tags) intersect select unnest(${textArray(p.tags)})))`)}
    + ${term(p.likedCategoryIds, sql`case when category_id = any(${intArray(p.likedCategoryIds)}) then ${w.likedCategory} else 0 end`)}
    + ${term(p.likedSubcategoryIds, sql`case when subcategory_id = any(${intArray(p.likedSubcategoryIds)}) then ${w.likedSubcategory} else 0 end`)}
    + ${term(p.followedOrganizerIds, sql`case when organizer_id = any(${intArray(p.followedOrganizerIds)}) then ${w.followedOrganizer} else 0 end`)}
  )`
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`with candidates as (
          select id, start_at, bookmarks_count, category_id, subcategory_id, organizer_id, tags from events
          where ${sql.join(where, sql` and `)}
          order by start_at, id limit ${FOR_YOU_CANDIDATES}
        )
        select id, (select count(*) from candidates)::int as total from candidates
        ${p.savedEventIds.length > 0 ? sql`where not (id = any(${intArray(p.savedEventIds)}))` : sql``}
        order by ${score} desc, bookmarks_count desc, start_at, id
        limit ${input.limit} offset ${input.offset}`,
  )
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 }
}

/** Organizers of events the user liked that the user does not follow yet, most-liked first. */
export async function findOrganizersOfSavedEventsNotFollowed(db: Db, userId: number, limit: number): Promise<Omit<FollowedOrganizerRow, 'followedAt'>[]> {
  return queryRows<Omit<FollowedOrganizerRow, 'followedAt'>>(
    db,
    sql`select o.id, o.name, o.slug, o.num_followers as "numFollowers", i.storage_key as "imageKey"
        from saved_events s
        join events e on e.id = s.event_id
        join organizers o on o.id = e.organizer_id
        left join images i on i.id = o.image_id
        where s.user_id = ${userId}
          and not exists (select 1 from follows f where f.user_id = ${userId} and f.organizer_id = o.id)
        group by o.id, i.storage_key
        order by count(*) desc, o.id
        limit ${limit}`,
  )
}
