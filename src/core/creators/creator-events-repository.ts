// Data access for the creator tools (issue 20): organizer profiles, drafts, status changes, attendees and
// check-in. Every function takes whatever handle it is given, so use cases pass their transaction.
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { escapeLike } from '@/core/shared/text-prefix'
import { events, orderLines, orders, organizers, ticketClasses, tickets, users, venues } from '@/db/schema'

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
  ownerUserId: number | null
}

export async function findOrganizerByOwner(db: Db, userId: number): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.ownerUserId, userId)).orderBy(asc(organizers.id)).limit(1)
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
      ownerUserId: organizers.ownerUserId,
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId))
  const [row] = lock ? await query.for('update', { of: events }) : await query
  return row ?? null
}

export async function countTicketClasses(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ticketClasses).where(eq(ticketClasses.eventId, eventId))
  return row?.n ?? 0
}

export async function setEventStatus(db: Db, eventId: number, status: string, publishedAt?: Date): Promise<void> {
  await db
    .update(events)
    .set(publishedAt ? { status, publishedAt } : { status })
    // A series' dates follow their parent.
    .where(or(eq(events.id, eventId), eq(events.seriesParentId, eventId)))
}

/** Deletes a draft only: a concurrent publish between the check and this leaves the event alone. */
export async function deleteDraftEvent(db: Db, eventId: number): Promise<boolean> {
  const rows = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'draft')))
    .returning({ id: events.id })
  return rows.length === 1
}

export type CheckInTarget = { ticketId: number; status: string; checkedInAt: Date | null }

export async function findTicketOfEventByCode(db: Db, eventId: number, code: string): Promise<CheckInTarget | null> {
  const [row] = await db
    .select({ ticketId: tickets.id, status: tickets.status, checkedInAt: tickets.checkedInAt })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(orders.eventId, eventId), eq(tickets.code, code)))
  return row ?? null
}

/**
 * Checks a valid ticket in as one conditional update: of two devices scanning at once, exactly one sees a
 * row come back; the other finds `checked_in_at` already set.
 */
export async function markTicketCheckedIn(db: Db, ticketId: number, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(tickets)
    .set({ checkedInAt: at })
    .where(and(eq(tickets.id, ticketId), eq(tickets.status, 'valid'), sql`${tickets.checkedInAt} is null`))
    .returning({ checkedInAt: tickets.checkedInAt })
  return row?.checkedInAt ?? null
}

export type AttendeeRow = {
  orderId: number
  ticketCode: string
  attendeeName: string | null
  buyerName: string | null
  buyerEmail: string | null
  ticketClassName: string
  ticketStatus: string
  checkedInAt: Date | null
}

/** Every issued ticket of the event (paid and refunded orders alike), in order of issue. */
export async function findAttendeesByEventId(db: Db, eventId: number): Promise<AttendeeRow[]> {
  return db
    .select({
      orderId: orders.id,
      ticketCode: tickets.code,
      attendeeName: tickets.attendeeName,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      ticketClassName: ticketClasses.name,
      ticketStatus: tickets.status,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketClasses, eq(ticketClasses.id, tickets.ticketClassId))
    .where(eq(orders.eventId, eventId))
    .orderBy(asc(tickets.id))
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

export type NewTicketClass = Omit<typeof ticketClasses.$inferInsert, 'id' | 'sold'>

export async function insertTicketClass(db: Db, row: NewTicketClass): Promise<typeof ticketClasses.$inferSelect> {
  const [created] = await db.insert(ticketClasses).values(row).returning()
  return created!
}

/** Copies the visible classes' price range onto the event row, which search filters and sorts on. */
export async function refreshEventPriceSummary(db: Db, eventId: number): Promise<void> {
  await db.execute(sql`
    update events e set
      is_free = coalesce(s.all_free, false),
      min_price_minor = s.min_price,
      max_price_minor = s.max_price,
      currency = coalesce(s.currency, e.currency)
    from (
      select bool_and(kind = 'free') as all_free, min(price_minor)::int as min_price, max(price_minor)::int as max_price,
        min(currency) as currency
      from ticket_classes where event_id = ${eventId} and not hidden
    ) s
    where e.id = ${eventId}`)
}

/** The event's orders that hold or issued tickets, locked, for a cancellation. */
export async function findOpenOrdersByEventIdForUpdate(db: Db, eventId: number): Promise<(typeof orders.$inferSelect)[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`${orders.eventId} in (select id from events where id = ${eventId} or series_parent_id = ${eventId})`,
        sql`${orders.status} in ('reserved', 'paid', 'partially_refunded')`,
      ),
    )
    .orderBy(asc(orders.id))
    .for('update')
}

/**
 * Makes `parentId` a series: one child event per occurrence, copying the parent's fields (status
 * included) and ticket classes, so each date is bought and checked in on its own (spec §3 series fields).
 */
export async function insertSeriesChildren(db: Db, parentId: number, occurrences: readonly { startAt: Date; endAt: Date }[], now: Date): Promise<number[]> {
  const starts = occurrences.map((o) => o.startAt.toISOString())
  const ends = occurrences.map((o) => o.endAt.toISOString())
  const children = await queryRows<{ id: number }>(db, sql`
    insert into events (name, name_slug, summary, description_html, start_at, end_at, time_zone, hide_start_date,
      is_online, online_url, venue_id, latitude, longitude, organizer_id, category_id, subcategory_id, format_id,
      tags, image_id, series_parent_id, tickets_by, tickets_url, refund_policy, status, is_free, min_price_minor,
      max_price_minor, currency, created_at, published_at)
    select p.name, p.name_slug, p.summary, p.description_html, o.start_at, o.end_at, p.time_zone, p.hide_start_date,
      p.is_online, p.online_url, p.venue_id, p.latitude, p.longitude, p.organizer_id, p.category_id, p.subcategory_id,
      p.format_id, p.tags, p.image_id, p.id, p.tickets_by, p.tickets_url, p.refund_policy, p.status, p.is_free,
      p.min_price_minor, p.max_price_minor, p.currency, ${now}, p.published_at
    from events p, unnest(${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[]) with ordinality as o(start_at, end_at, n)
    where p.id = ${parentId}
    order by o.n
    returning id`)
  const ids = children.map((r) => Number(r.id))
  await db.execute(sql`
    insert into ticket_classes (event_id, name, kind, price_minor, currency, capacity, sales_start, sales_end,
      min_per_order, max_per_order, sort_order, hidden)
    select c.id, t.name, t.kind, t.price_minor, t.currency, t.capacity, t.sales_start, t.sales_end, t.min_per_order,
      t.max_per_order, t.sort_order, t.hidden
    from unnest(${sql.param(ids)}::int[]) as c(id) cross join ticket_classes t
    where t.event_id = ${parentId}`)
  await db.update(events).set({ isSeriesParent: true }).where(eq(events.id, parentId))
  return ids
}

export async function findEventLocalStart(db: Db, eventId: number): Promise<{ startAt: Date; timeZone: string; isSeriesParent: boolean; seriesParentId: number | null } | null> {
  const [row] = await db
    .select({ startAt: events.startAt, timeZone: events.timeZone, isSeriesParent: events.isSeriesParent, seriesParentId: events.seriesParentId })
    .from(events)
    .where(eq(events.id, eventId))
  return row ?? null
}

export type TicketClassPatch = Partial<Pick<typeof ticketClasses.$inferInsert, 'name' | 'kind' | 'priceMinor' | 'currency' | 'capacity' | 'minPerOrder' | 'maxPerOrder' | 'salesStart' | 'salesEnd'>>

/** Writes the fields `patch` names; those left undefined keep their value. */
export async function updateTicketClassFields(db: Db, ticketClassId: number, patch: TicketClassPatch): Promise<void> {
  const named = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as TicketClassPatch
  if (Object.keys(named).length === 0) return
  await db.update(ticketClasses).set(named).where(eq(ticketClasses.id, ticketClassId))
}

/** Order lines of any status that name the class: they keep it (the orders' history refers to it). */
export async function countOrderLinesOfTicketClass(db: Db, ticketClassId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.ticketClassId, ticketClassId))
  return row?.n ?? 0
}

export async function deleteTicketClassRow(db: Db, ticketClassId: number): Promise<void> {
  await db.delete(ticketClasses).where(eq(ticketClasses.id, ticketClassId))
}

export type EventOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'eventId' | 'status' | 'expiresAt' | 'createdAt' | 'buyerName' | 'buyerEmail' | 'currency' | 'subtotalMinor' | 'discountMinor' | 'feesMinor' | 'totalMinor'
> & { quantity: number }

/**
 * One page of an event's orders (its series dates' too) in the given states, newest first. `text` matches
 * part of the buyer's name or email, or `orderNumber` the order id exactly. A reserved order past its hold
 * counts as expired (order-state.ts), so `reserved` and `expired` are told apart by `now`.
 */
export async function findEventOrdersPage(
  db: Db,
  input: { eventId: number; statuses: readonly string[]; now: Date; text: string | null; orderNumber: number | null; limit: number; offset: number },
): Promise<{ rows: EventOrderRow[]; total: number }> {
  const wantReserved = input.statuses.includes('reserved')
  const wantExpired = input.statuses.includes('expired')
  const stored = input.statuses.filter((s) => s !== 'reserved' && s !== 'expired')
  const holds = [
    ...(wantReserved ? [sql`(${orders.status} = 'reserved' and ${orders.expiresAt} > ${input.now})`] : []),
    ...(wantExpired ? [sql`(${orders.status} = 'expired' or (${orders.status} = 'reserved' and ${orders.expiresAt} <= ${input.now}))`] : []),
  ]
  const statusMatch = or(...(stored.length > 0 ? [inArray(orders.status, [...stored])] : []), ...holds) ?? sql`false`
  const pattern = input.text === null ? null : `%${escapeLike(input.text.toLowerCase())}%`
  const textMatch =
    pattern === null
      ? undefined
      : or(
          sql`lower(coalesce(${orders.buyerName}, '')) like ${pattern}`,
          sql`lower(coalesce(${orders.buyerEmail}, '')) like ${pattern}`,
          ...(input.orderNumber === null ? [] : [eq(orders.id, input.orderNumber)]),
        )
  const where = and(sql`${orders.eventId} in (select id from events where id = ${input.eventId} or series_parent_id = ${input.eventId})`, statusMatch, textMatch)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        eventId: orders.eventId,
        status: orders.status,
        expiresAt: orders.expiresAt,
        createdAt: orders.createdAt,
        buyerName: orders.buyerName,
        buyerEmail: orders.buyerEmail,
        currency: orders.currency,
        subtotalMinor: orders.subtotalMinor,
        discountMinor: orders.discountMinor,
        feesMinor: orders.feesMinor,
        totalMinor: orders.totalMinor,
        // Spelled out: inside a sub-select drizzle would leave the columns unqualified.
        quantity: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r, quantity: Number(r.quantity) })), total: counted?.n ?? 0 }
}
