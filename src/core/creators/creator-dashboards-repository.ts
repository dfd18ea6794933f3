// Data access for the organizer's dashboards (issue 20): their events' summaries, one event's sales, sales
// since a date and their contacts. Money comes from the ledger (issue 37 point 2: sumLedgerLinesBy), counts
// of orders and tickets from their rows.
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { sumLedgerLinesBy, type LedgerLineSums } from '@/core/ledger/ledger-repository'
import { computeStatusListSql, PAID_ORDER_STATUSES, TICKETED_ORDER_STATUSES } from '@/core/ticketing/order-state'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const PAID_STATUSES_SQL = sql.raw(computeStatusListSql(PAID_ORDER_STATUSES))
// Orders that are still sales: paid, or refunded only in part (a refunded or cancelled one is not).
const TICKETED_STATUSES_SQL = sql.raw(computeStatusListSql(TICKETED_ORDER_STATUSES))

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
  currency: string
  /** The organization it belongs to, and whether that is the user's own (else a team's, decision 061). */
  organizerName: string
  own: boolean
}

/**
 * The events of every organizer profile `userId` owns (series once, by their parent; their dates' sales
 * added up), with capacity and tickets sold, soonest first.
 */
export async function findOwnedEventSummaries(db: Db, userId: number): Promise<OwnedEventSummaryRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with mine as (
      -- Its own organizations' events, and those of teams it runs as an owner or manager (decision 061).
      select e.*, g.name as organizer_name, (g.owner_user_id is not distinct from ${userId}) as own from events e join organizers g on g.id = e.organizer_id
      where (g.owner_user_id = ${userId} or g.id in (select organizer_id from organization_members where user_id = ${userId} and role in ('owner', 'manager')))
        and e.series_parent_id is null
    ), scope as (
      -- A series sells through its dates; a single event through itself.
      select m.id as root, x.id as event_id from mine m
      join events x on (x.id = m.id and not m.is_series_parent) or x.series_parent_id = m.id
    )
    select m.id, m.name, m.name_slug, m.status, m.start_at, m.time_zone, m.is_series_parent, m.currency, m.organizer_name, m.own,
      coalesce((select max(c.end_at) from events c where c.series_parent_id = m.id), m.end_at) as last_end_at,
      (select count(*)::int from events c where c.series_parent_id = m.id) as num_dates,
      coalesce((select sum(t.capacity)::int from ticket_classes t join scope s on s.event_id = t.event_id where s.root = m.id), 0) as capacity,
      coalesce((select sum(t.sold)::int from ticket_classes t join scope s on s.event_id = t.event_id where s.root = m.id), 0) as sold
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
    currency: String(r.currency).trim(),
    organizerName: String(r.organizer_name),
    own: Boolean(r.own),
  }))
}

/** The events `userId` runs the check-in desk of as door staff (decision 061): what they are, nothing sold. */
export async function findDoorEvents(db: Db, userId: number): Promise<{ id: number; name: string; startAt: Date; timeZone: string; organizerName: string }[]> {
  const rows = await queryRows<{ id: number; name: string; start_at: string; time_zone: string; organizer_name: string }>(db, sql`
    select e.id, e.name, e.start_at, e.time_zone, g.name as organizer_name
    from organization_members m join events e on e.organizer_id = m.organizer_id and e.id = any(m.event_ids) join organizers g on g.id = m.organizer_id
    where m.user_id = ${userId} and m.role = 'door' and e.status <> 'draft'
    order by e.start_at, e.id`)
  return rows.map((r) => ({ id: Number(r.id), name: r.name, startAt: new Date(r.start_at), timeZone: r.time_zone, organizerName: r.organizer_name }))
}

/** The ledger's line sums of each event `userId`'s organizer profiles run, keyed by the event (a series by its parent). */
export function sumOwnedEventLedgerLines(db: Db, userId: number): Promise<LedgerLineSums[]> {
  return sumLedgerLinesBy(db, sql`
    select o.id as order_id, coalesce(e.series_parent_id, e.id) as key
    from orders o join events e on e.id = o.event_id join organizers g on g.id = e.organizer_id
    where g.owner_user_id = ${userId} or g.id in (select organizer_id from organization_members where user_id = ${userId} and role in ('owner', 'manager'))`)
}

/** The ledger's line sums of each order of an event (a series' dates included), keyed by the order id. */
export function sumEventOrderLedgerLines(db: Db, eventId: number): Promise<LedgerLineSums[]> {
  return sumLedgerLinesBy(db, sql`
    select o.id as order_id, o.id as key from orders o
    where o.event_id in (select id from events where id = ${eventId} or series_parent_id = ${eventId})`)
}

export type EventSalesFigures = {
  classes: { name: string; sold: number; capacity: number }[]
  /** The ledger's line sums of the event's orders (computeSalesFigures makes the money figures). */
  lines: Map<string, number>
  /** Orders ever paid (refunded ones included: the visit converted). */
  paidOrders: number
  /**
   * The orders paid each day in the event's zone, oldest first: the tickets they still hold and the
   * ledger's line sums of their money (a refund taken off the day the order was paid).
   */
  days: { day: string; tickets: number; lines: Map<string, number> }[]
}

/** An event's sales (a series' dates added up by ticket class name) for its organizer's dashboard. */
export async function findEventSalesFigures(db: Db, eventId: number, timeZone: string, currency: string): Promise<EventSalesFigures> {
  const scope = sql`(select x.id from events x where (x.id = ${eventId} and not x.is_series_parent) or x.series_parent_id = ${eventId})`
  const paidDay = sql`to_char(o.paid_at at time zone ${timeZone}, 'YYYY-MM-DD')`
  const [classes, [counts], days, total, perDay] = await Promise.all([
    queryRows<{ name: string; sold: number; capacity: number }>(db, sql`
      select t.name, sum(t.sold)::int as sold, sum(t.capacity)::int as capacity
      from ticket_classes t where t.event_id in ${scope} group by t.name order by min(t.sort_order), min(t.id)`),
    queryRows<{ orders: number }>(db, sql`
      select count(*)::int as orders from orders o where o.event_id in ${scope} and o.status in ${PAID_STATUSES_SQL}`),
    queryRows<{ day: string; tickets: number }>(db, sql`
      select ${paidDay} as day, count(k.id) filter (where k.status = 'valid')::int as tickets
      from orders o left join tickets k on k.order_id = o.id
      where o.event_id in ${scope} and o.paid_at is not null and o.status in ${PAID_STATUSES_SQL}
      group by 1 order by 1`),
    sumLedgerLinesBy(db, sql`select o.id as order_id, 'all' as key from orders o where o.event_id in ${scope}`),
    sumLedgerLinesBy(db, sql`select o.id as order_id, ${paidDay} as key from orders o where o.event_id in ${scope} and o.paid_at is not null`),
  ])
  const inCurrency = (sums: LedgerLineSums[], key: string) => sums.find((x) => x.key === key && x.currency === currency)?.lines ?? new Map<string, number>()
  return {
    classes: classes.map((c) => ({ name: c.name, sold: Number(c.sold), capacity: Number(c.capacity) })),
    lines: inCurrency(total, 'all'),
    paidOrders: Number(counts?.orders ?? 0),
    days: days.map((d) => ({ day: d.day, tickets: Number(d.tickets), lines: inCurrency(perDay, d.day) })),
  }
}

export type SalesSinceRow = { currency: string; orders: number; tickets: number; lines: Map<string, number> }

/**
 * What `userId`'s events sold since `since`, one row per currency: the orders paid since then that are
 * still sales (a refunded or cancelled order is not), the tickets they still hold, and the ledger's line
 * sums of their money (a partial refund taken off).
 */
export async function findOwnedSalesSince(db: Db, userId: number, since: Date): Promise<SalesSinceRow[]> {
  const sold = sql`
    select o.id as order_id, o.currency as key
    from orders o
    join events e on e.id = o.event_id
    join organizers g on g.id = e.organizer_id
    where g.owner_user_id = ${userId} and o.paid_at >= ${since.toISOString()} and o.status in ${TICKETED_STATUSES_SQL}`
  const [rows, sums] = await Promise.all([
    queryRows<{ currency: string; orders: number; tickets: number }>(db, sql`
      with s as (${sold})
      select s.key as currency, count(distinct s.order_id)::int as orders, count(k.id) filter (where k.status = 'valid')::int as tickets
      from s left join tickets k on k.order_id = s.order_id
      group by s.key order by s.key`),
    sumLedgerLinesBy(db, sold),
  ])
  return rows.map((r) => {
    const currency = String(r.currency).trim()
    return { currency, orders: Number(r.orders), tickets: Number(r.tickets), lines: sums.find((x) => x.currency === currency)?.lines ?? new Map() }
  })
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
