// Data access for an event's status (issue 20): the managed event read under its lock, the status change (a series' dates with it) and what unpublishing checks.
import { eq, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events, orders, organizers, tickets } from '@/db/schema'

export type ManagedEventRow = {
  id: number
  name: string
  summary: string
  status: string
  startAt: Date
  endAt: Date
  timeZone: string
  isOnline: boolean
  onlineUrl: string | null
  venueId: number | null
  organizerId: number
  organizerName: string
  nameSlug: string
  ownerUserId: number | null
  currency: string
  /** The event's own tax settings (decision 043), null when it follows its organizer's. */
  taxOverride: (typeof events.$inferSelect)['taxOverride']
  /** Hours before the start its buyers are reminded (decision 061). */
  reminderHours: number[]
  /** The settings whose changes the organization's audit trail records (decision 068). */
  settings: EventSettings
}

/** An event's settings as the audit trail records them (decision 068): a password only as set or not. */
export type EventSettings = {
  listed: boolean
  hasPassword: boolean
  invitationOnly: boolean
  requiresApproval: boolean
  transfersAllowed: boolean
  transferCutoffHours: number
}

/** The event with its organizer's owner, for access checks; `lock` takes the row for a status change. */
export async function findManagedEventById(db: Db, eventId: number, lock = false): Promise<ManagedEventRow | null> {
  const query = db
    .select({
      id: events.id,
      name: events.name,
      summary: events.summary,
      status: events.status,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      isOnline: events.isOnline,
      onlineUrl: events.onlineUrl,
      venueId: events.venueId,
      organizerId: events.organizerId,
      organizerName: organizers.name,
      nameSlug: events.nameSlug,
      ownerUserId: organizers.ownerUserId,
      currency: events.currency,
      taxOverride: events.taxOverride,
      reminderHours: events.reminderHours,
      listed: events.listed,
      hasPassword: sql<boolean>`${events.passwordHash} is not null`,
      invitationOnly: events.invitationOnly,
      requiresApproval: events.requiresApproval,
      transfersAllowed: events.transfersAllowed,
      transferCutoffHours: events.transferCutoffHours,
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId))
  const [row] = lock ? await query.for('update', { of: events }) : await query
  if (!row) return null
  const {
    listed,
    hasPassword,
    invitationOnly,
    requiresApproval,
    transfersAllowed,
    transferCutoffHours,
    ...rest
  } = row
  return {
    ...rest,
    settings: {
      listed,
      hasPassword: Boolean(hasPassword),
      invitationOnly,
      requiresApproval,
      transfersAllowed,
      transferCutoffHours,
    },
  }
}

export async function setEventStatus(db: Db, eventId: number, status: string, publishedAt?: Date): Promise<void> {
  await db
    .update(events)
    .set(publishedAt ? { status, publishedAt } : { status })
    // A series' dates follow their parent.
    .where(or(eq(events.id, eventId), eq(events.seriesParentId, eventId)))
}

export async function hasIssuedTickets(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(sql`${orders.eventId} in (select id from events where id = ${eventId} or series_parent_id = ${eventId})`)
    .limit(1)
  return row !== undefined
}

/** Whether any order, even an expired hold, was ever made for the event or one of its series' dates: its record stays. */
export async function hasAnyOrders(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.eventId} in (select id from events where id = ${eventId} or series_parent_id = ${eventId})`)
    .limit(1)
  return row !== undefined
}
