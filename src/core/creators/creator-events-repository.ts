// Data access for the creator tools (issue 20): organizer profiles, drafts, status changes, attendees and
// check-in. Every function takes whatever handle it is given, so use cases pass their transaction.
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { escapeLike } from '@/core/shared/text-prefix'
import { discounts, events, images, orderLines, orders, organizers, ticketClasses, tickets, users, venues } from '@/db/schema'
import { computeStatusListSql, PAID_ORDER_STATUSES, TICKETED_ORDER_STATUSES } from '@/core/ticketing/order-state'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const PAID_STATUSES_SQL = sql.raw(computeStatusListSql(PAID_ORDER_STATUSES))

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
      organizerName: organizers.name,
      nameSlug: events.nameSlug,
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
    // A series' desk lists and admits its dates' tickets, as its attendee list shows them.
    .where(and(sql`${orders.eventId} in (select x.id from events x where x.id = ${eventId} or x.series_parent_id = ${eventId})`, eq(tickets.code, code)))
  return row ?? null
}

export type AttendeeRow = {
  orderId: number
  ticketId: number
  ticketCode: string
  attendeeName: string | null
  buyerName: string | null
  buyerEmail: string | null
  ticketClassName: string
  ticketStatus: string
  checkedInAt: Date | null
}

/** Every issued ticket of the event, or of a series' dates (paid and refunded orders alike), in order of issue. */
export async function findAttendeesByEventId(db: Db, eventId: number): Promise<AttendeeRow[]> {
  return db
    .select({
      orderId: orders.id,
      ticketId: tickets.id,
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
    // A series' attendees are its dates' attendees (its orders are placed on the dates).
    .where(sql`${orders.eventId} in (select x.id from events x where x.id = ${eventId} or x.series_parent_id = ${eventId})`)
    .orderBy(asc(tickets.id))
}

/** `locale`: of the holder's first order (the page it was made on), for the emails they are sent. */
export type TicketHolderRow = { email: string; name: string | null; locale: string | null }

/** The buyers who still hold a valid ticket of the event (or of a series' dates), one row per address: whom its news reaches. */
export async function findTicketHolderEmailsByEventId(db: Db, eventId: number): Promise<TicketHolderRow[]> {
  const rows = await db
    .selectDistinctOn([orders.buyerEmail], { email: orders.buyerEmail, name: orders.buyerName, locale: orders.locale })
    .from(orders)
    .where(
      and(
        // A series' holders are its dates' holders.
        sql`${orders.eventId} in (select x.id from events x where x.id = ${eventId} or x.series_parent_id = ${eventId})`,
        inArray(orders.status, [...TICKETED_ORDER_STATUSES]),
        sql`${orders.buyerEmail} is not null`,
        sql`exists (select 1 from ${tickets} where ${tickets.orderId} = ${orders.id} and ${tickets.status} = 'valid')`,
      ),
    )
    .orderBy(orders.buyerEmail, asc(orders.id))
  return rows.flatMap((r) => (r.email ? [{ email: r.email, name: r.name, locale: r.locale }] : []))
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
        sql`${orders.status} in ('reserved', 'paid', 'partially_refunded')`, // held or holding tickets
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

export type EventDetailFields = Partial<
  Pick<
    typeof events.$inferInsert,
    'descriptionHtml' | 'categoryId' | 'subcategoryId' | 'formatId' | 'tags' | 'isOnline' | 'onlineUrl' | 'venueId' | 'latitude' | 'longitude' | 'refundPolicy' | 'timeZone' | 'schedulePlan'
  >
>

/** Writes the detail fields `fields` names (the editor's later steps); undefined ones keep their value. */
export async function updateEventDetailFields(db: Db, eventId: number, fields: EventDetailFields): Promise<void> {
  const named = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as EventDetailFields
  if (Object.keys(named).length === 0) return
  await db.update(events).set(named).where(eq(events.id, eventId))
}

export type EditableEventRow = typeof events.$inferSelect & { venue: typeof venues.$inferSelect | null }

/** Everything the editor shows of one event, its venue included; null when absent. */
export async function findEditableEventById(db: Db, eventId: number): Promise<EditableEventRow | null> {
  const [row] = await db.select().from(events).leftJoin(venues, eq(venues.id, events.venueId)).where(eq(events.id, eventId))
  return row ? { ...row.events, venue: row.venues } : null
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

export type OwnedEventSummaryRow = {
  id: number
  name: string
  nameSlug: string
  status: string
  startAt: Date
  lastEndAt: Date
  timeZone: string
  isSeriesParent: boolean
  numDates: number
  capacity: number
  sold: number
  grossMinor: number
  refundsMinor: number
  currency: string
}

/**
 * The events of every organizer profile `userId` owns (series once, by their parent; their dates' sales
 * added up), with capacity and tickets sold, paid totals and what was refunded, soonest first.
 */
export async function findOwnedEventSummaries(db: Db, userId: number): Promise<OwnedEventSummaryRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with mine as (
      select e.* from events e join organizers g on g.id = e.organizer_id
      where g.owner_user_id = ${userId} and e.series_parent_id is null
    ), scope as (
      -- A series sells through its dates; a single event through itself.
      select m.id as root, x.id as event_id from mine m
      join events x on (x.id = m.id and not m.is_series_parent) or x.series_parent_id = m.id
    )
    select m.id, m.name, m.name_slug, m.status, m.start_at, m.time_zone, m.is_series_parent, m.currency,
      coalesce((select max(c.end_at) from events c where c.series_parent_id = m.id), m.end_at) as last_end_at,
      (select count(*)::int from events c where c.series_parent_id = m.id) as num_dates,
      coalesce((select sum(t.capacity)::int from ticket_classes t join scope s on s.event_id = t.event_id where s.root = m.id), 0) as capacity,
      coalesce((select sum(t.sold)::int from ticket_classes t join scope s on s.event_id = t.event_id where s.root = m.id), 0) as sold,
      coalesce((select sum(o.total_minor)::int from orders o join scope s on s.event_id = o.event_id
        where s.root = m.id and o.status in ${PAID_STATUSES_SQL}), 0) as gross,
      coalesce((select sum(o.refunded_minor)::int from orders o join scope s on s.event_id = o.event_id
        where s.root = m.id and o.status in ${PAID_STATUSES_SQL}), 0) as refunds
    from mine m
    order by m.start_at, m.id`)
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    nameSlug: String(r.name_slug),
    status: String(r.status),
    startAt: new Date(r.start_at as string),
    lastEndAt: new Date(r.last_end_at as string),
    timeZone: String(r.time_zone),
    isSeriesParent: Boolean(r.is_series_parent),
    numDates: Number(r.num_dates),
    capacity: Number(r.capacity),
    sold: Number(r.sold),
    grossMinor: Number(r.gross),
    refundsMinor: Number(r.refunds),
    currency: String(r.currency).trim(),
  }))
}

export type EventSalesFigures = {
  classes: { name: string; sold: number; capacity: number }[]
  grossMinor: number
  refundsMinor: number
  /** Orders ever paid (refunded ones included: the visit converted). */
  paidOrders: number
  /** Paid orders by day of payment in the event's zone: tickets and amount, oldest first. */
  days: { day: string; tickets: number; grossMinor: number }[]
}

/** An event's sales (a series' dates added up by ticket class name) for its organizer's dashboard. */
export async function findEventSalesFigures(db: Db, eventId: number, timeZone: string): Promise<EventSalesFigures> {
  const scope = sql`(select x.id from events x where (x.id = ${eventId} and not x.is_series_parent) or x.series_parent_id = ${eventId})`
  const [classes, [money], days] = await Promise.all([
    queryRows<{ name: string; sold: number; capacity: number }>(db, sql`
      select t.name, sum(t.sold)::int as sold, sum(t.capacity)::int as capacity
      from ticket_classes t where t.event_id in ${scope} group by t.name order by min(t.sort_order), min(t.id)`),
    queryRows<{ gross: number; refunds: number; orders: number }>(db, sql`
      select coalesce((select sum(o.total_minor)::int from orders o where o.event_id in ${scope} and o.status in ${PAID_STATUSES_SQL}), 0) as gross,
        (select count(*)::int from orders o where o.event_id in ${scope} and o.status in ${PAID_STATUSES_SQL}) as orders,
        coalesce((select sum(o.refunded_minor)::int from orders o where o.event_id in ${scope} and o.status in ${PAID_STATUSES_SQL}), 0) as refunds`),
    queryRows<{ day: string; tickets: number; gross: number }>(db, sql`
      select to_char(o.paid_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        sum((select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id))::int as tickets,
        sum(o.total_minor)::int as gross
      from orders o
      where o.event_id in ${scope} and o.paid_at is not null and o.status in ${PAID_STATUSES_SQL}
      group by 1 order by 1`),
  ])
  return {
    classes: classes.map((c) => ({ name: c.name, sold: Number(c.sold), capacity: Number(c.capacity) })),
    grossMinor: Number(money?.gross ?? 0),
    refundsMinor: Number(money?.refunds ?? 0),
    paidOrders: Number(money?.orders ?? 0),
    days: days.map((d) => ({ day: d.day, tickets: Number(d.tickets), grossMinor: Number(d.gross) })),
  }
}

export type SalesSinceRow = { currency: string; orders: number; tickets: number; grossMinor: number }

/** What `userId`'s events sold since `since` (orders paid then, refunded or not), one row per currency. */
export async function findOwnedSalesSince(db: Db, userId: number, since: Date): Promise<SalesSinceRow[]> {
  const rows = await queryRows<{ currency: string; orders: number; tickets: number; gross: number }>(db, sql`
    select o.currency, count(*)::int as orders,
      coalesce(sum((select sum(l.quantity) from order_lines l where l.order_id = o.id)), 0)::int as tickets,
      coalesce(sum(o.total_minor), 0)::int as gross
    from orders o
    join events e on e.id = o.event_id
    join organizers g on g.id = e.organizer_id
    where g.owner_user_id = ${userId} and o.paid_at >= ${since.toISOString()}
      and o.status in ${PAID_STATUSES_SQL}
    group by o.currency order by o.currency`)
  return rows.map((r) => ({ currency: String(r.currency).trim(), orders: Number(r.orders), tickets: Number(r.tickets), grossMinor: Number(r.gross) }))
}

export type ContactRow = { email: string; name: string | null; orders: number; tickets: number; events: number; lastOrderAt: Date }

/**
 * The people who bought tickets to any of `userId`'s events (refunded orders too: they came once), one row
 * per email address (case-insensitive), with the latest name they gave, most recent buyers first.
 */
export async function findContactsOfOwner(db: Db, userId: number): Promise<ContactRow[]> {
  const rows = await queryRows<{ email: string; name: string | null; orders: number; tickets: number; events: number; last: Date | string }>(db, sql`
    select lower(o.buyer_email) as email,
      (array_agg(o.buyer_name order by o.paid_at desc))[1] as name,
      count(*)::int as orders,
      coalesce(sum((select sum(l.quantity) from order_lines l where l.order_id = o.id)), 0)::int as tickets,
      count(distinct coalesce(e.series_parent_id, e.id))::int as events,
      max(o.paid_at) as last
    from orders o
    join events e on e.id = o.event_id
    join organizers g on g.id = e.organizer_id
    where g.owner_user_id = ${userId} and o.buyer_email is not null and o.paid_at is not null
      and o.status in ${PAID_STATUSES_SQL}
    group by lower(o.buyer_email)
    order by max(o.paid_at) desc, lower(o.buyer_email)
    limit 10000`)
  return rows.map((r) => ({ email: r.email, name: r.name, orders: Number(r.orders), tickets: Number(r.tickets), events: Number(r.events), lastOrderAt: new Date(r.last) }))
}

/** The event's picture: an images row (an upload of its creator, upload-media.ts). */
export async function setEventImageId(db: Db, eventId: number, imageId: number): Promise<void> {
  await db.update(events).set({ imageId }).where(eq(events.id, eventId))
}
