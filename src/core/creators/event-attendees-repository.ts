// Data access for an event's issued tickets and their holders (issue 20), a series' dates included: the attendee list, check-in's lookup and whom its news reaches.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { orders, ticketClasses, tickets } from '@/db/schema'
import { TICKETED_ORDER_STATUSES } from '@/core/ticketing/order-state'

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
  /** A transferred ticket's new holder's address (decision 059); null: the buyer holds it. */
  holderEmail: string | null
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
      holderEmail: tickets.holderEmail,
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

/**
 * The buyers who still hold a valid ticket of the event (or of a series' dates), one row per address: whom
 * its news reaches. `paidOrConfirmed`: only addresses that paid for their order or whose account owner
 * confirmed them, the ones an organizer's own words may go to (decision 048).
 */
export async function findTicketHolderEmailsByEventId(db: Db, eventId: number, options: { paidOrConfirmed?: boolean } = {}): Promise<TicketHolderRow[]> {
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
        options.paidOrConfirmed
          ? sql`(${orders.totalMinor} > 0 or exists (select 1 from users u where u.id = ${orders.userId} and u.email_verified_at is not null and lower(u.email) = lower(${orders.buyerEmail})))`
          : undefined,
      ),
    )
    .orderBy(orders.buyerEmail, asc(orders.id))
  return rows.flatMap((r) => (r.email ? [{ email: r.email, name: r.name, locale: r.locale }] : []))
}
