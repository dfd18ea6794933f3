// Data access for orders (ARCHITECTURE §7, issue 36): an order, its lines, its buyer's orders, its
// discount's uses and its idempotency key. Tickets, payments, inventory and the wait-list have repositories
// of their own. Every function takes whatever handle it is given, so use cases pass their transaction.
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import {
  discounts,
  discountUses,
  events,
  images,
  orderLines,
  orders,
  organizers,
  ticketClasses,
  users,
  venues,
} from '@/db/schema'
import { imageUrlForKey } from '@/core/images/image-optimizer-rules'
import { computeVenueAddress, type EventPlace } from './event-place'
import { addHeld } from './inventory-repository'
import { insertOrderCreated } from './order-lifecycle-repository'
import type { DiscountRule, PricedLine } from './order-pricing'
import { computeStatusListSql, PAID_ORDER_STATUSES, TICKETED_ORDER_STATUSES, type OrderCreation } from './order-state'
import { toTaxRule, type TaxRule } from './taxes'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const TICKETED_STATUSES_SQL = sql.raw(computeStatusListSql(TICKETED_ORDER_STATUSES))

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect & { ticketClassName: string }

export type EventForTicketing = {
  id: number
  name: string
  status: string
  startAt: Date
  endAt: Date
  timeZone: string
  isSeriesParent: boolean
  refundPolicy: string
  /** Whether buyers may give tickets away, and until how many hours before the start (decision 059); left
   * out by checkout's reads, which do not need them. */
  transfersAllowed?: boolean
  transferCutoffHours?: number
  currency: string
  nameSlug: string
  /** An online event's joining link: for its ticket holders only (issue 19 §6), never on public pages. */
  onlineUrl: string | null
  /** Whose event it is: the ledger owes its ticket money to this organizer (issue 37). */
  organizerId: number
  /** The event's tax: its override, else its organizer's settings (decision 043). */
  tax: TaxRule
  /** A private event's password hash (decision 060): a hold needs the visitor's pass of it. */
  passwordHash?: string | null
  /** Decision 060: only invited people buy. */
  invitationOnly?: boolean
  /** Where it is (issue 38 point 5), for the order page and the confirmation email; left out by the hold's
   * read, whose answer (a held order in the dialog) does not say it. */
  place?: EventPlace
}

/** The columns an event's place is read from: its online flag and its venue (left-joined). */
const PLACE_COLUMNS = {
  isOnline: events.isOnline,
  venueName: venues.name,
  venueAddress1: venues.address1,
  venueAddress2: venues.address2,
  venueCity: venues.city,
  venueRegion: venues.region,
  venuePostalCode: venues.postalCode,
  venueLatitude: venues.latitude,
  venueLongitude: venues.longitude,
}

/** An event's place columns as read, whatever query read them. */
export type PlaceColumns = {
  isOnline: boolean
  venueName: string | null
  venueAddress1: string | null
  venueAddress2: string | null
  venueCity: string | null
  venueRegion: string | null
  venuePostalCode: string | null
  venueLatitude: number | null
  venueLongitude: number | null
}

export function toEventPlace(r: PlaceColumns): EventPlace {
  const venue =
    r.venueName === null || r.venueCity === null || r.venueLatitude === null || r.venueLongitude === null
      ? null
      : {
          name: r.venueName,
          address: computeVenueAddress({ address1: r.venueAddress1 ?? '', address2: r.venueAddress2, city: r.venueCity, region: r.venueRegion, postalCode: r.venuePostalCode }),
          latitude: r.venueLatitude,
          longitude: r.venueLongitude,
        }
  return { online: r.isOnline, venue }
}

/**
 * An event's tax mode and rate as two SQL columns, `tax_mode` and `tax_rate_milli`: the event's override
 * when it has one, else its organizer's settings. `event` and `organizer` are the query's table aliases.
 */
export function computeEventTaxColumnsSql(event: string, organizer: string) {
  return sql.raw(
    `coalesce(${event}.tax_override->>'mode', ${organizer}.tax_mode) as tax_mode, ` +
      `coalesce((${event}.tax_override->>'rateMilli')::int, ${organizer}.tax_rate_milli) as tax_rate_milli`,
  )
}

export async function findEventForTicketing(db: Db, eventId: number): Promise<EventForTicketing | null> {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      isSeriesParent: events.isSeriesParent,
      refundPolicy: events.refundPolicy,
      transfersAllowed: events.transfersAllowed,
      transferCutoffHours: events.transferCutoffHours,
      currency: events.currency,
      nameSlug: events.nameSlug,
      onlineUrl: events.onlineUrl,
      organizerId: events.organizerId,
      passwordHash: events.passwordHash,
      invitationOnly: events.invitationOnly,
      taxOverride: events.taxOverride,
      organizerTaxMode: organizers.taxMode,
      organizerTaxRateMilli: organizers.taxRateMilli,
      ...PLACE_COLUMNS,
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId))
  if (!row) return null
  const { taxOverride, organizerTaxMode, organizerTaxRateMilli, id, name, status, startAt, endAt, timeZone, isSeriesParent, refundPolicy, transfersAllowed, transferCutoffHours, currency, nameSlug, onlineUrl, organizerId, passwordHash, invitationOnly } = row
  return {
    id, name, status, startAt, endAt, timeZone, isSeriesParent, refundPolicy, transfersAllowed, transferCutoffHours, currency, nameSlug, onlineUrl, organizerId, passwordHash, invitationOnly,
    tax: toTaxRule({ tax_mode: taxOverride?.mode ?? organizerTaxMode, tax_rate_milli: taxOverride?.rateMilli ?? organizerTaxRateMilli }),
    place: toEventPlace(row),
  }
}

/** Transaction-scoped advisory lock on one idempotency key, so concurrent repeats wait for the first. */
export async function lockIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope + '|' + key}, 0))`)
}

/** The event's discounts with their uses (paid orders, registrations awaiting approval and unexpired holds); `lock` takes their row locks. */
export async function findDiscountsByEventIdWithUses(db: Db, eventId: number, now: Date, lock: boolean): Promise<DiscountRule[]> {
  const base = db.select().from(discounts).where(eq(discounts.eventId, eventId)).orderBy(asc(discounts.id))
  const rows = lock ? await base.for('update') : await base
  if (rows.length === 0) return []
  const uses = await queryRows<{ id: number; used: number }>(
    db,
    sql`
    select discount_id as id, count(*)::int as used from orders
    where discount_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})
      and (status in ${TICKETED_STATUSES_SQL} or status = 'pending_approval' or (status = 'reserved' and expires_at > ${now}))
    group by discount_id`,
  )
  const used = new Map(uses.map((r) => [Number(r.id), Number(r.used)]))
  return rows.map((d) => ({
    id: d.id,
    kind: d.kind,
    code: d.code,
    percentOff: d.percentOff,
    amountOffMinor: d.amountOffMinor,
    quantityAvailable: d.quantityAvailable,
    used: used.get(d.id) ?? 0,
    startAt: d.startAt,
    endAt: d.endAt,
  }))
}

export async function findOrderByIdempotencyKey(db: Db, scope: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)))
  return row ?? null
}

export type NewOrder = {
  eventId: number
  userId: number | null
  buyerName: string | null
  buyerEmail: string | null
  currency: string
  subtotalMinor: number
  discountMinor: number
  feesMinor: number
  taxMinor: number
  taxMode: string
  taxRateMilli: number
  totalMinor: number
  discountId: number | null
  /** The typed promo code that priced the order, null for an automatic offer or none. */
  discountCode?: string | null
  expiresAt: Date
  idempotencyScope: string | null
  idempotencyKey: string | null
  /** A hash of the canonical request sent with the Idempotency-Key (hold-request-hash.ts). */
  idempotencyBodyHash?: string | null
  /** Who placed a buyer's hold, for the hold limits (decision 049); null for wait-list offers. */
  holdSession?: string | null
  holdAddress?: string | null
  waitlistEntryId: number | null
  createdAt: Date
  /** The locale of the page the buyer ordered on (`de_DE`), for the order's emails; null: the site's. */
  locale?: string | null
}

/**
 * Writes a held (reserved) order and its lines, and adds its seats to each class's running held count
 * (decision 015), which must never count fewer seats than the unexpired holds. Call it under the classes'
 * row locks.
 */
export async function insertOrderWithLines(db: Db, order: NewOrder, lines: readonly PricedLine[], creation: OrderCreation): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning()
  if (!row) throw new Error('insertOrderWithLines: no row returned')
  await insertOrderCreated(db, row.id, creation)
  await db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: row.id,
      ticketClassId: l.ticketClassId,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      unitFeeMinor: l.unitFeeMinor,
      discountMinor: l.discountMinor,
    })),
  )
  await addHeld(db, lines)
  return row
}

export async function findOrderById(db: Db, orderId: number, lock = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.id, orderId))
  const [row] = lock ? await q.for('update') : await q
  return row ?? null
}

/** Several orders at once (the webhook dispatcher's batch), in no particular order. */
export async function findOrdersByIds(db: Db, orderIds: readonly number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return []
  return db.select().from(orders).where(inArray(orders.id, [...orderIds]))
}

/** The lines of several orders at once, each order's in line order. */
export async function findOrderLinesByOrderIds(db: Db, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return []
  const rows = await db
    .select({ line: orderLines, ticketClassName: ticketClasses.name })
    .from(orderLines)
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderLines.ticketClassId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id))
  return rows.map((r) => ({ ...r.line, ticketClassName: r.ticketClassName }))
}

export async function findOrderLinesByOrderId(db: Db, orderId: number): Promise<OrderLineRow[]> {
  const rows = await db
    .select({ line: orderLines, ticketClassName: ticketClasses.name })
    .from(orderLines)
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderLines.ticketClassId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  return rows.map((r) => ({ ...r.line, ticketClassName: r.ticketClassName }))
}

/** Writes an order's details (buyer, attendees); its status moves only through order-lifecycle.ts. */
export async function updateOrder(db: Db, orderId: number, patch: Partial<Omit<OrderRow, 'id' | 'status'>>): Promise<void> {
  await db.update(orders).set(patch).where(eq(orders.id, orderId))
}

/**
 * Ends payment attempt `attemptId`'s claim on the order (decision 047), keeping what it answered for the
 * callers that waited (null: it answered nothing they can repeat). Does nothing once another attempt has
 * claimed the order, so a late ending never frees someone else's claim.
 */
export async function endPaymentAttempt(db: Db, orderId: number, attemptId: string, result: OrderRow['paymentAttemptResult']): Promise<void> {
  await db
    .update(orders)
    .set({ paymentAttemptUntil: null, paymentAttemptResult: result })
    .where(and(eq(orders.id, orderId), eq(orders.paymentAttemptId, attemptId)))
}

export async function recordDiscountUse(db: Db, discountId: number, orderId: number, now: Date): Promise<void> {
  const inserted = await db.insert(discountUses).values({ discountId, orderId, createdAt: now }).onConflictDoNothing().returning({ id: discountUses.id })
  // quantity_sold feeds the event page's open-discount display (spec §5); it moves with the use record.
  if (inserted.length > 0) {
    await db
      .update(discounts)
      .set({ quantitySold: sql`${discounts.quantitySold} + 1` })
      .where(eq(discounts.id, discountId))
  }
}

/**
 * Gives a promo code's use back (a registration declined or left undecided, decision 064): the order never
 * became a purchase, so the code counts it no more. Paid orders keep their use, refunded or not.
 */
export async function releaseDiscountUse(db: Db, discountId: number, orderId: number): Promise<void> {
  const deleted = await db
    .delete(discountUses)
    .where(and(eq(discountUses.discountId, discountId), eq(discountUses.orderId, orderId)))
    .returning({ id: discountUses.id })
  if (deleted.length > 0) {
    await db
      .update(discounts)
      .set({ quantitySold: sql`greatest(${discounts.quantitySold} - 1, 0)` })
      .where(eq(discounts.id, discountId))
  }
}

export type OrderListRow = OrderRow & {
  eventName: string
  eventStartAt: Date
  eventTimeZone: string
  eventSlug: string
  eventRefundPolicy: string
  eventOnlineUrl: string | null
  /** events.status: "cancelled" when the organizer called it off. */
  eventStatus: string
  eventPlace: EventPlace
  /** The event's picture (its card-size rendition when it has one), null without. */
  eventImageUrl: string | null
}

function ownedBy(user: { id: number; email: string | null }) {
  if (user.email === null) return eq(orders.userId, user.id)
  return or(eq(orders.userId, user.id), and(sql`${orders.userId} is null`, sql`lower(${orders.buyerEmail}) = lower(${user.email})`))
}

/** A user's orders (their own, and guest orders placed with their verified email), newest event first. */
export async function findOrdersByUser(db: Db, user: { id: number; email: string | null }): Promise<OrderListRow[]> {
  const rows = await db
    .select({
      order: orders,
      eventName: events.name,
      eventStartAt: events.startAt,
      eventTimeZone: events.timeZone,
      eventSlug: events.nameSlug,
      eventRefundPolicy: events.refundPolicy,
      eventOnlineUrl: events.onlineUrl,
      eventStatus: events.status,
      imageKey: images.storageKey,
      imageCardKey: images.cardStorageKey,
      ...PLACE_COLUMNS,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(images, eq(images.id, events.imageId))
    .where(
      and(
        ownedBy(user),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    )
    .orderBy(desc(events.startAt), desc(orders.id))
  return rows.map((r) => {
    const imageKey = r.imageCardKey ?? r.imageKey
    return {
      ...r.order,
      eventName: r.eventName,
      eventStartAt: r.eventStartAt,
      eventTimeZone: r.eventTimeZone,
      eventSlug: r.eventSlug,
      eventRefundPolicy: r.eventRefundPolicy,
      eventOnlineUrl: r.eventOnlineUrl,
      eventStatus: r.eventStatus,
      eventPlace: toEventPlace(r),
      eventImageUrl: imageKey ? imageUrlForKey(imageKey) : null,
    }
  })
}

/**
 * The user's email when it is verified, else null: only a verified address may claim guest orders placed
 * with it (issue 19 §3), or anyone could sign up with a buyer's address and read their tickets. Verified
 * means the owner followed the verification link (`users.email_verified_at`, issue 21); changing the
 * address clears it, so guest orders follow the address only while its owner has proved it.
 */
export async function findVerifiedUserEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), isNull(users.deletedAt)))
  return row?.email ?? null
}

/** What "Find my tickets" lists of an order (issue 38 §3). */
export type BuyerOrderRow = { id: number; status: string; linkVersion: number; eventName: string; eventStartAt: Date; eventTimeZone: string; ticketCount: number }

/** The paid orders (refunded ones too) placed with an address, whoever placed them, newest event first. */
export async function findOrdersByBuyerEmail(db: Db, email: string): Promise<BuyerOrderRow[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      linkVersion: orders.linkVersion,
      eventName: events.name,
      eventStartAt: events.startAt,
      eventTimeZone: events.timeZone,
      ticketCount: sql<number>`(select count(*)::int from tickets t where t.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    // lower(buyer_email) is indexed (orders_buyer_email_idx).
    .where(and(sql`lower(${orders.buyerEmail}) = lower(${email})`, inArray(orders.status, [...PAID_ORDER_STATUSES])))
    .orderBy(desc(events.startAt), desc(orders.id))
    .limit(200)
}
