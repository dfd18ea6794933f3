// Data access for the organizer's dashboards (issue 20): their events' summaries, one event's sales, sales since a date and their contacts, from paid orders.
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { computeStatusListSql, PAID_ORDER_STATUSES } from '@/core/ticketing/order-state'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const PAID_STATUSES_SQL = sql.raw(computeStatusListSql(PAID_ORDER_STATUSES))

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
