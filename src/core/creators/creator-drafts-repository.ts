// Data access for writing an event (issue 20): the organizer profile and venue a first draft creates, the draft, and what the editor reads and saves of it.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { discounts, events, images, organizers, ticketClasses, users, venues } from '@/db/schema'

/** The organizer a user writes events for: their own, else the one they were invited to as an owner (decision 061). */
export async function findOrganizerByOwner(db: Db, userId: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: organizers.id })
    .from(organizers)
    .where(or(eq(organizers.ownerUserId, userId), sql`${organizers.id} in (select organizer_id from organization_members where user_id = ${userId} and role = 'owner')`))
    .orderBy(sql`(${organizers.ownerUserId} is not distinct from ${userId}) desc`, asc(organizers.id))
    .limit(1)
  return row ?? null
}

export async function findUserFullName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId))
  return row?.fullName ?? null
}

export async function insertOrganizer(db: Db, row: { ownerUserId: number; name: string; slug: string; createdAt: Date }): Promise<{ id: number }> {
  const [created] = await db.insert(organizers).values(row).returning({ id: organizers.id })
  return created!
}

export type NewVenue = typeof venues.$inferInsert

export async function insertVenue(db: Db, row: NewVenue): Promise<{ id: number }> {
  const [created] = await db.insert(venues).values(row).returning({ id: venues.id })
  return created!
}

export type NewDraft = Omit<typeof events.$inferInsert, 'id' | 'status' | 'searchVector' | 'locator'>

export async function insertDraftEvent(db: Db, row: NewDraft): Promise<{ id: number }> {
  const [created] = await db
    .insert(events)
    .values({ ...row, status: 'draft' })
    .returning({ id: events.id })
  return created!
}

/**
 * Deletes a draft only, with its series' dates (drafts like their parent): a concurrent publish between the
 * check and this leaves the event alone.
 */
export async function deleteDraftEvent(db: Db, eventId: number): Promise<boolean> {
  const rows = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'draft')))
    .returning({ id: events.id })
  if (rows.length !== 1) return false
  await db.delete(events).where(and(eq(events.seriesParentId, eventId), eq(events.status, 'draft')))
  return true
}

export type EditableEventRow = typeof events.$inferSelect & { venue: typeof venues.$inferSelect | null }

/** Everything the editor shows of one event, its venue included; null when absent. */
export async function findEditableEventById(db: Db, eventId: number): Promise<EditableEventRow | null> {
  const [row] = await db.select().from(events).leftJoin(venues, eq(venues.id, events.venueId)).where(eq(events.id, eventId))
  return row ? { ...row.events, venue: row.venues } : null
}

export type EventDetailFields = Partial<
  Pick<
    typeof events.$inferInsert,
    'descriptionHtml' | 'categoryId' | 'subcategoryId' | 'formatId' | 'tags' | 'isOnline' | 'onlineUrl' | 'venueId' | 'latitude' | 'longitude' | 'refundPolicy' | 'timeZone' | 'schedulePlan' | 'taxOverride' | 'reminderHours' | 'requiresApproval'
  >
>

/** Writes the detail fields `fields` names (the editor's later steps); undefined ones keep their value. */
export async function updateEventDetailFields(db: Db, eventId: number, fields: EventDetailFields): Promise<void> {
  const named = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as EventDetailFields
  if (Object.keys(named).length === 0) return
  await db.update(events).set(named).where(eq(events.id, eventId))
}

/** The event's ticket classes and discounts as saved, in the organizer's order (the editor lists them). */
export async function findTicketClassesAndDiscountsByEventId(
  db: Db,
  eventId: number,
): Promise<{ classes: (typeof ticketClasses.$inferSelect)[]; discounts: (typeof discounts.$inferSelect)[] }> {
  const [classes, offers] = await Promise.all([
    db.select().from(ticketClasses).where(eq(ticketClasses.eventId, eventId)).orderBy(asc(ticketClasses.sortOrder), asc(ticketClasses.id)),
    db.select().from(discounts).where(eq(discounts.eventId, eventId)).orderBy(asc(discounts.id)),
  ])
  return { classes, discounts: offers }
}

export async function findImageStorageKey(db: Db, imageId: number): Promise<string | null> {
  const [row] = await db.select({ key: images.storageKey }).from(images).where(eq(images.id, imageId))
  return row?.key ?? null
}

/** The event's picture: an images row (an upload of its creator, upload-media.ts). */
export async function setEventImageId(db: Db, eventId: number, imageId: number): Promise<void> {
  await db.update(events).set({ imageId }).where(eq(events.id, eventId))
}

/** The drafts of `userId`'s organizer profiles (a series' dates left out), with what their reminder depends on, newest first. */
export async function findOwnedDraftReminderCandidates(
  db: Db,
  userId: number,
): Promise<{ id: number; name: string; createdAt: Date; startAt: Date; reminderDismissedAt: Date | null }[]> {
  return db
    .select({ id: events.id, name: events.name, createdAt: events.createdAt, startAt: events.startAt, reminderDismissedAt: events.draftReminderDismissedAt })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(and(eq(organizers.ownerUserId, userId), eq(events.status, 'draft'), isNull(events.seriesParentId)))
    .orderBy(desc(events.createdAt), desc(events.id))
}

/** Marks the draft's reminder dismissed; a second dismissal keeps the first one's time. */
export async function setDraftReminderDismissedAt(db: Db, eventId: number, at: Date): Promise<void> {
  await db
    .update(events)
    .set({ draftReminderDismissedAt: at })
    .where(and(eq(events.id, eventId), isNull(events.draftReminderDismissedAt)))
}

/**
 * Copies the ticket classes and discounts of event `fromId` onto event `toId` as new rows with nothing sold,
 * held or used (duplicate-event.ts).
 */
export async function copyTicketClassesAndDiscounts(db: Db, fromId: number, toId: number): Promise<void> {
  await queryRows(db, sql`
    insert into ticket_classes (event_id, name, kind, price_minor, currency, capacity, sales_start, sales_end, min_per_order, max_per_order, sort_order, hidden)
    select ${toId}, name, kind, price_minor, currency, capacity, sales_start, sales_end, min_per_order, max_per_order, sort_order, hidden
    from ticket_classes where event_id = ${fromId} order by sort_order, id`)
  await queryRows(db, sql`
    insert into discounts (event_id, kind, code, percent_off, amount_off_minor, quantity_available, start_at, end_at)
    select ${toId}, kind, code, percent_off, amount_off_minor, quantity_available, start_at, end_at
    from discounts where event_id = ${fromId} order by id`)
}
