// The checkout's hot path on one hot event (issue 19's ≥ 500 purchases/s; decision 015): a hold and a
// payment each write in ONE statement, run on its own (autocommit), so the hot ticket-class row is locked
// only while PostgreSQL runs that statement, never across a round trip to this process (whose event loop,
// under load, may answer late). Each function answers null when the statement could not decide; the caller
// then takes the transactional path (reserve-tickets.ts, fulfil-order.ts), which decides.
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRowsPrepared } from '@/db/query-rows'
import type { ClassInventory } from './inventory'
import type { PricedLine } from './order-pricing'
import { computeOrderEventSelect } from './order-lifecycle-repository'
import { computeEventTaxColumnsSql, toEventPlace, type EventForTicketing, type NewOrder, type OrderLineRow, type OrderRow } from './orders-repository'
import type { TicketRow } from './tickets-repository'
import { computeStatusListSql, PAID_ORDER_STATUSES, type OrderCreation, type OrderMove } from './order-state'
import type { OutboxValues } from '@/core/mail/outbox-values'
import { currentRecipientCap } from '@/core/mail/recipient-cap'
import { metrics } from '@/core/shared/metrics'
import type { LedgerPosting } from '@/core/ledger/ledger-postings'
import { toTaxRule, type TaxRule } from './taxes'
import { computeLedgerPostingArrays } from '@/core/ledger/ledger-repository'
import type { HoldTally } from './hold-limits'
import { computeAddToHoldTalliesSql } from './hold-tallies-repository'
import { computeAddRateLimitHitsSql } from '@/core/accounts/rate-limit-repository'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const PAID_STATUSES_SQL = sql.raw(computeStatusListSql(PAID_ORDER_STATUSES))

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value))
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value))

export type HoldContext = {
  event: EventForTicketing
  /** The named classes (of any event; the caller checks), `held` being the running count. */
  classes: ClassInventory[]
  /** Any discount on the event: its holds take the locking path, which counts the code's uses. */
  hasDiscounts: boolean
  /** The Idempotency-Key asked about already names an order (the locking path answers it). */
  keyUsed: boolean
}

/** What a hold's context says that this instance may keep for a few seconds (checkout's holdContexts cache). */
export type HoldContextHint = Omit<HoldContext, 'keyUsed'>

type HoldContextRow = {
  id: number
  name: string
  status: string
  start_at: Date | string
  end_at: Date | string
  time_zone: string
  is_series_parent: boolean
  refund_policy: string
  currency: string
  name_slug: string
  online_url: string | null
  organizer_id: number
  password_hash: string | null
  invitation_only: boolean
  tax_mode: string | null
  tax_rate_milli: number | null
  has_discounts: boolean
  key_used: boolean
  class_id: number | null
  class_event_id: number | null
  class_name: string | null
  kind: string | null
  price_minor: number | null
  class_currency: string | null
  capacity: number | null
  sold: number | null
  held: number | null
  sales_start: Date | string | null
  sales_end: Date | string | null
  min_per_order: number | null
  max_per_order: number | null
  hidden: boolean | null
  requires_approval: boolean | null
}

/**
 * The event, the named classes with their running held count, whether the event has discounts and
 * whether the Idempotency-Key (if any) was used already: one read.
 */
export async function findHoldContext(
  db: Db,
  eventId: number,
  classIds: readonly number[],
  idempotency: { scope: string; key: string } | null,
): Promise<HoldContext | null> {
  const rows = await queryRowsPrepared<HoldContextRow>(
    db,
    'checkout_hold_context',
    sql`select e.id, e.name, e.status, e.start_at, e.end_at, e.time_zone, e.is_series_parent, e.refund_policy, e.currency, e.name_slug, e.online_url, e.organizer_id, e.password_hash, e.invitation_only,
          ${computeEventTaxColumnsSql('e', 'g')},
          exists (select 1 from discounts d where d.event_id = e.id) as has_discounts,
          exists (select 1 from orders k where k.idempotency_scope = ${idempotency?.scope ?? null}::text and k.idempotency_key = ${idempotency?.key ?? null}::text) as key_used,
          t.id as class_id, t.event_id as class_event_id, t.name as class_name, t.kind, t.price_minor, t.currency as class_currency,
          t.capacity, t.sold, t.held, t.sales_start, t.sales_end, t.min_per_order, t.max_per_order, t.hidden, t.requires_approval
        from events e join organizers g on g.id = e.organizer_id left join ticket_classes t on t.id = any(${sql.param([...classIds])}::int[])
        where e.id = ${eventId}`,
  )
  const first = rows[0]
  if (!first) return null
  const event: EventForTicketing = {
    id: Number(first.id),
    name: first.name,
    status: first.status,
    startAt: toDate(first.start_at),
    endAt: toDate(first.end_at),
    timeZone: first.time_zone,
    isSeriesParent: first.is_series_parent,
    refundPolicy: first.refund_policy,
    currency: first.currency,
    nameSlug: first.name_slug,
    onlineUrl: first.online_url,
    organizerId: Number(first.organizer_id),
    tax: toTaxRule(first),
    passwordHash: first.password_hash,
    invitationOnly: first.invitation_only === true,
  }
  const classes: ClassInventory[] = rows
    .filter((r) => r.class_id !== null)
    .map((r) => ({
      id: Number(r.class_id),
      eventId: Number(r.class_event_id),
      name: r.class_name ?? '',
      kind: r.kind ?? 'paid',
      priceMinor: Number(r.price_minor),
      currency: r.class_currency ?? event.currency,
      capacity: Number(r.capacity),
      sold: Number(r.sold),
      held: Number(r.held),
      salesStart: toDateOrNull(r.sales_start),
      salesEnd: toDateOrNull(r.sales_end),
      minPerOrder: Number(r.min_per_order),
      maxPerOrder: Number(r.max_per_order),
      hidden: r.hidden === true,
      requiresApproval: r.requires_approval === true,
    }))
  return { event, classes, hasDiscounts: first.has_discounts, keyUsed: first.key_used }
}

/**
 * Holds seats in one statement: adds each line's quantity to its class's running held count only where
 * `capacity − sold − held` still has room, and writes the order and its lines only when every class took
 * its seats. Answers the order's id and its lines' ids, or null when some class had no room by the count
 * (which may still include expired holds: the caller then asks the locking path). With more than one
 * class, a partial success would leave seats counted for no order, so call it inside a transaction and
 * roll back on null.
 */
export async function insertHoldIfSeatsRemain(
  db: Db,
  order: NewOrder,
  lines: readonly PricedLine[],
  /** The order's first trail entry, written with it. */
  creation: OrderCreation,
  /**
   * The classes as the hold was priced and checked from (possibly a few seconds old, from the
   * holdContexts cache): a class whose kind, price, currency, sales window or per-order limits differ now,
   * an event no longer live or one that gained a discount, takes no seats and the statement answers null.
   */
  pricedFrom: readonly ClassInventory[],
  /** The event's tax as the hold was priced with it: a change of the tax settings since also answers null. */
  pricedTax: TaxRule,
  /**
   * The buyer's hold limits (decision 049): the seats are added to each running count first, in its
   * order, and the hold goes ahead only when every count took them within its limit; otherwise null.
   */
  tallies: readonly HoldTally[] = [],
): Promise<{ orderId: number; lineIds: Map<number, number> } | null> {
  // Classes in id order, as every path takes their row locks, so two orders never wait on each other.
  const sorted = [...lines].sort((a, b) => a.ticketClassId - b.ticketClassId)
  const col = <T>(pick: (l: PricedLine) => T) => sql.param(sorted.map(pick))
  const was = <T>(pick: (c: ClassInventory) => T) => sql.param(sorted.map((l) => {
    const c = pricedFrom.find((k) => k.id === l.ticketClassId)
    return c ? pick(c) : null
  }))
  const iso = (d: Date | null) => (d === null ? null : d.toISOString())
  // The lines keep the buyer's order (attendee names follow it); only the class locks go in id order.
  const line = <T>(pick: (l: PricedLine) => T) => sql.param(lines.map(pick))
  const rows = await queryRowsPrepared<{
    order_id: number | null
    line_ids: number[] | null
    line_classes: number[] | null
  }>(
    db,
    'checkout_insert_hold',
    sql`with q as (
          ${computeAddToHoldTalliesSql(tallies, lines.reduce((n, l) => n + l.quantity, 0))}
        ), c as (
          update ticket_classes t set held = t.held + v.quantity
          from unnest(${col((l) => l.ticketClassId)}::int[], ${col((l) => l.quantity)}::int[], ${was((c) => c.kind)}::text[], ${was((c) => c.priceMinor)}::int[],
            ${was((c) => c.currency)}::text[], ${was((c) => iso(c.salesStart))}::text[], ${was((c) => iso(c.salesEnd))}::text[],
            ${was((c) => c.minPerOrder)}::int[], ${was((c) => c.maxPerOrder)}::int[])
            as v(id, quantity, kind, price, currency, sales_start, sales_end, min_per_order, max_per_order)
          where t.id = v.id and t.event_id = ${order.eventId} and not t.hidden and t.capacity - t.sold - t.held >= v.quantity
            and t.kind = v.kind and t.price_minor = v.price and t.currency = v.currency
            and date_trunc('milliseconds', t.sales_start) is not distinct from v.sales_start::timestamptz
            and date_trunc('milliseconds', t.sales_end) is not distinct from v.sales_end::timestamptz
            and t.min_per_order = v.min_per_order and t.max_per_order = v.max_per_order
            and exists (select 1 from events e join organizers g on g.id = e.organizer_id
              where e.id = ${order.eventId} and e.status = 'live' and not e.is_series_parent
                and coalesce(e.tax_override->>'mode', g.tax_mode) = ${pricedTax.mode} and coalesce((e.tax_override->>'rateMilli')::int, g.tax_rate_milli) = ${pricedTax.rateMilli})
            and not exists (select 1 from discounts d where d.event_id = ${order.eventId})
            and (select count(*) from q) = ${tallies.length}::int
          returning t.id
        ), o as (
          insert into orders (event_id, user_id, status, buyer_name, buyer_email, currency, subtotal_minor, discount_minor,
            fees_minor, tax_minor, tax_mode, tax_rate_milli, total_minor, discount_id, expires_at, idempotency_scope, idempotency_key, idempotency_body_hash,
            hold_session, hold_address, waitlist_entry_id, created_at, locale)
          select ${order.eventId}, ${order.userId}::int, 'reserved', ${order.buyerName}::text, ${order.buyerEmail}::text, ${order.currency},
            ${order.subtotalMinor}, ${order.discountMinor}, ${order.feesMinor}, ${order.taxMinor}, ${order.taxMode}, ${order.taxRateMilli}, ${order.totalMinor}, ${order.discountId}::int,
            ${order.expiresAt}::timestamptz, ${order.idempotencyScope}::text, ${order.idempotencyKey}::text, ${order.idempotencyBodyHash ?? null}::text,
            ${order.holdSession ?? null}::text, ${order.holdAddress ?? null}::text, ${order.waitlistEntryId}::int,
            ${order.createdAt}::timestamptz, ${order.locale ?? null}::text
          where (select count(*) from c) = ${sorted.length}
          returning id
        ), l as (
          insert into order_lines (order_id, ticket_class_id, quantity, unit_price_minor, unit_fee_minor, discount_minor)
          select o.id, v.id, v.quantity, v.price, v.fee, v.discount
          from o, unnest(${line((l) => l.ticketClassId)}::int[], ${line((l) => l.quantity)}::int[], ${line((l) => l.unitPriceMinor)}::int[],
            ${line((l) => l.unitFeeMinor)}::int[], ${line((l) => l.discountMinor)}::int[]) with ordinality as v(id, quantity, price, fee, discount, n)
          order by v.n
          returning id, ticket_class_id
        ), ev as (
          ${computeOrderEventSelect(creation)}
          returning id
        )
        select (select id from o) as order_id, (select array_agg(id) from l) as line_ids, (select array_agg(ticket_class_id) from l) as line_classes`,
  )
  const row = rows[0]
  if (!row || row.order_id === null) return null
  const lineIds = new Map<number, number>()
  ;(row.line_classes ?? []).forEach((classId, i) => lineIds.set(Number(classId), Number(row.line_ids?.[i])))
  return { orderId: Number(row.order_id), lineIds }
}

/** True for the unique violation of an order's Idempotency-Key (a concurrent request with the same key won). */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505') return constraint === undefined || constraint === 'orders_idempotency_key'
  }
  return false
}

export type CheckoutStart = {
  order: OrderRow
  lines: OrderLineRow[]
  event: EventForTicketing | null
  /** Ids taken from the tickets' sequence, one per seat, for the tickets and the email's QR links. */
  ticketIds: number[]
  /** Each payment-attempt bucket's points after this attempt, when the statement counted it (a priced order and an attempt to count). */
  attemptHits: Map<string, number> | null
}

type CheckoutStartRow = {
  order: Record<string, unknown> | null
  lines:
    | {
        id: number
        ticket_class_id: number
        quantity: number
        unit_price_minor: number
        unit_fee_minor: number
        discount_minor: number
        name: string
      }[]
    | null
  event: {
    id: number
    name: string
    status: string
    start_at: string
    end_at: string
    time_zone: string
    is_series_parent: boolean
    refund_policy: string
    currency: string
    name_slug: string
    online_url: string | null
    organizer_id: number
    tax_mode: string | null
    tax_rate_milli: number | null
    is_online: boolean
    venue_name: string | null
    venue_address_1: string | null
    venue_address_2: string | null
    venue_city: string | null
    venue_region: string | null
    venue_postal_code: string | null
    venue_latitude: number | null
    venue_longitude: number | null
  } | null
  ticket_ids: number[] | null
  attempt_hits: Record<string, number> | null
}

/**
 * Checkout's first write, in one statement: saves the buyer and attendee names on a held, unexpired
 * order that `userId` owns or that the caller already may act on (`mayAct`: its signed link or staff),
 * when no more attendee names are given than it has seats and it can be completed as asked (a payment
 * for a priced order) and no other payment attempt has it claimed; claims a priced order for this
 * attempt; and reads what the payment needs: its lines, its event and a ticket id per seat. Null when it
 * does not apply; the transactional path then says why (or waits for the attempt under way).
 */
export async function startCheckout(
  db: Db,
  input: {
    orderId: number
    mayAct: boolean
    userId: number | null
    buyerName: string
    buyerEmail: string
    attendeeNames: string[] | null
    hasPayment: boolean
    now: Date
    /** The payment attempt's buckets (decision 049), counted here when the order is taken and has a price: no statement of its own. */
    attempt: { buckets: readonly string[]; windowStart: Date; weight: number } | null
    /**
     * The payment attempt that claims a priced order for its charge until `until` (decision 047): the
     * statement does not take an order another attempt has claimed, so no second charge starts.
     */
    claim: { attemptId: string; until: Date }
  },
): Promise<CheckoutStart | null> {
  const rows = await queryRowsPrepared<CheckoutStartRow>(
    db,
    'checkout_start',
    sql`with o as (
          update orders set buyer_name = ${input.buyerName}, buyer_email = ${input.buyerEmail}, attendee_names = ${input.attendeeNames === null ? null : JSON.stringify(input.attendeeNames)}::jsonb,
            user_id = coalesce(user_id, ${input.userId}::int),
            payment_attempt_id = case when total_minor > 0 then ${input.claim.attemptId}::text else payment_attempt_id end,
            payment_attempt_until = case when total_minor > 0 then ${input.claim.until}::timestamptz else payment_attempt_until end,
            payment_attempt_result = case when total_minor > 0 then null else payment_attempt_result end
          where id = ${input.orderId} and status = 'reserved' and expires_at > ${input.now}::timestamptz
            and (${input.mayAct}::boolean or user_id = ${input.userId}::int)
            and (${input.hasPayment}::boolean or total_minor = 0)
            and (total_minor = 0 or payment_attempt_until is null or payment_attempt_until <= ${input.now}::timestamptz)
            and ${input.attendeeNames?.length ?? 0}::int <= (select coalesce(sum(quantity), 0) from order_lines where order_id = ${input.orderId})
          returning *
        ), l as (
          select ol.id, ol.ticket_class_id, ol.quantity, ol.unit_price_minor, ol.unit_fee_minor, ol.discount_minor, t.name
          from order_lines ol join ticket_classes t on t.id = ol.ticket_class_id
          where ol.order_id = ${input.orderId} and exists (select 1 from o)
          order by ol.id
        ), ${computeAddRateLimitHitsSql({ buckets: input.attempt?.buckets ?? [], windowStart: input.attempt?.windowStart ?? input.now, weight: input.attempt?.weight ?? 0, now: input.now }, sql`exists (select 1 from o where o.total_minor > 0)`)}
        select (select row_to_json(o) from o) as order,
          (select json_object_agg(bucket, hits) from hits) as attempt_hits,
          (select json_agg(l) from l) as lines,
          (select row_to_json(e) from (select v.id, v.name, v.status, v.start_at, v.end_at, v.time_zone, v.is_series_parent, v.refund_policy, v.currency, v.name_slug,
              v.online_url, v.organizer_id, ${computeEventTaxColumnsSql('v', 'g')}, v.is_online,
              vn.name as venue_name, vn.address_1 as venue_address_1, vn.address_2 as venue_address_2, vn.city as venue_city,
              vn.region as venue_region, vn.postal_code as venue_postal_code, vn.latitude as venue_latitude, vn.longitude as venue_longitude
            from events v join organizers g on g.id = v.organizer_id left join venues vn on vn.id = v.venue_id
            where v.id = (select event_id from o)) e) as event,
          (select array_agg(nextval(pg_get_serial_sequence('tickets', 'id'))::int) from l, generate_series(1, l.quantity)) as ticket_ids`,
  )
  const row = rows[0]
  if (!row?.order || !row.lines) return null
  const o = row.order
  const order: OrderRow = {
    id: Number(o.id),
    eventId: Number(o.event_id),
    userId: o.user_id === null ? null : Number(o.user_id),
    status: String(o.status),
    buyerName: (o.buyer_name as string | null) ?? null,
    buyerEmail: (o.buyer_email as string | null) ?? null,
    attendeeNames: (o.attendee_names as string[] | null) ?? null,
    currency: String(o.currency),
    subtotalMinor: Number(o.subtotal_minor),
    discountMinor: Number(o.discount_minor),
    feesMinor: Number(o.fees_minor),
    taxMinor: Number(o.tax_minor ?? 0),
    taxMode: (o.tax_mode as string | null | undefined) ?? 'none',
    taxRateMilli: Number(o.tax_rate_milli ?? 0),
    totalMinor: Number(o.total_minor),
    refundedMinor: Number(o.refunded_minor ?? 0),
    discountId: o.discount_id === null ? null : Number(o.discount_id),
    discountCode: (o.discount_code as string | null | undefined) ?? null,
    expiresAt: toDate(o.expires_at as string),
    idempotencyScope: (o.idempotency_scope as string | null) ?? null,
    idempotencyKey: (o.idempotency_key as string | null) ?? null,
    idempotencyBodyHash: (o.idempotency_body_hash as string | null | undefined) ?? null,
    holdSession: (o.hold_session as string | null | undefined) ?? null,
    holdAddress: (o.hold_address as string | null | undefined) ?? null,
    waitlistEntryId: o.waitlist_entry_id === null ? null : Number(o.waitlist_entry_id),
    createdAt: toDate(o.created_at as string),
    paidAt: o.paid_at === null ? null : toDate(o.paid_at as string),
    locale: (o.locale as string | null | undefined) ?? null,
    paymentAttemptId: (o.payment_attempt_id as string | null | undefined) ?? null,
    paymentAttemptUntil: o.payment_attempt_until === null || o.payment_attempt_until === undefined ? null : toDate(o.payment_attempt_until as string),
    paymentAttemptResult: (o.payment_attempt_result as OrderRow['paymentAttemptResult'] | undefined) ?? null,
    linkVersion: Number(o.link_version ?? 0),
  }
  const lines: OrderLineRow[] = row.lines.map((l) => ({
    id: Number(l.id),
    orderId: order.id,
    ticketClassId: Number(l.ticket_class_id),
    quantity: Number(l.quantity),
    unitPriceMinor: Number(l.unit_price_minor),
    unitFeeMinor: Number(l.unit_fee_minor),
    discountMinor: Number(l.discount_minor),
    ticketClassName: l.name,
  }))
  const e = row.event
  const event: EventForTicketing | null = e
    ? {
        id: Number(e.id),
        name: e.name,
        status: e.status,
        startAt: toDate(e.start_at),
        endAt: toDate(e.end_at),
        timeZone: e.time_zone,
        isSeriesParent: e.is_series_parent,
        refundPolicy: e.refund_policy,
        currency: e.currency,
        nameSlug: e.name_slug,
        onlineUrl: e.online_url,
        organizerId: Number(e.organizer_id),
        tax: toTaxRule(e),
        // Read in the same statement: the confirmation email says where the event is (issue 38 point 5).
        place: toEventPlace({
          isOnline: e.is_online,
          venueName: e.venue_name,
          venueAddress1: e.venue_address_1,
          venueAddress2: e.venue_address_2,
          venueCity: e.venue_city,
          venueRegion: e.venue_region,
          venuePostalCode: e.venue_postal_code,
          venueLatitude: e.venue_latitude === null ? null : Number(e.venue_latitude),
          venueLongitude: e.venue_longitude === null ? null : Number(e.venue_longitude),
        }),
      }
    : null
  const attemptHits = new Map(Object.entries(row.attempt_hits ?? {}).map(([bucket, hits]) => [bucket, Number(hits)]))
  return { order, lines, event, ticketIds: (row.ticket_ids ?? []).map(Number), attemptHits: input.attempt && order.totalMinor > 0 ? attemptHits : null }
}


/**
 * Pays a held order in one statement, from what checkout prepared before it (the buyer it saved, the
 * tickets with their ids and codes, the email's snapshot): marks the order paid only if it is still held
 * with `marginUntil` to spare and still names that buyer; then, for that order only, issues the tickets,
 * moves the seats from the held count into `sold`, records the payment, queues the email and counts the
 * discount's use. Every write depends on the order's own, so all happen or none. Answers what remains of
 * each class by the running count (for a sell-out), or null when the order was not paid here (paid by the
 * provider's callback meanwhile, changed, or near the end of its hold: the locking path decides).
 */
export async function payHeldOrder(
  db: Db,
  input: {
    order: OrderRow
    marginUntil: Date
    now: Date
    tickets: readonly TicketRow[]
    payment: { provider: string; reference: string; amountMinor: number; currency: string } | null
    email: OutboxValues | null
    /** The move to paid, planned by order-lifecycle's table: its trail row is written with the status. */
    move: OrderMove
    /** The payment's ledger transaction (ledger-postings.ts), written with the move; null for a free order. */
    posting: LedgerPosting | null
  },
): Promise<{ leftByClass: Map<number, number> } | null> {
  const { order, tickets, payment, email, now } = input
  const ledger = computeLedgerPostingArrays(input.posting)
  const seats = new Map<number, number>()
  for (const t of tickets) seats.set(t.ticketClassId, (seats.get(t.ticketClassId) ?? 0) + 1)
  const classIds = [...seats.keys()].sort((a, b) => a - b)
  const tk = <T>(pick: (t: TicketRow) => T) => sql.param(tickets.map(pick))
  // A priced order's tickets are never held back (money moved); a free order's email counts against the cap.
  const cap = currentRecipientCap()
  const mailCapped = payment === null && email !== null ? cap.perHour : null
  const rows = await queryRowsPrepared<{ paid: number; mailed: number; left_ids: number[] | null; left: number[] | null }>(
    db,
    'checkout_pay_held_order',
    sql`with o as (
          update orders set status = 'paid', paid_at = ${now}::timestamptz, payment_attempt_until = null
          where id = ${order.id} and status = 'reserved' and expires_at > ${input.marginUntil}::timestamptz
            and expires_at = ${order.expiresAt}::timestamptz
            and buyer_name is not distinct from ${order.buyerName}::text and buyer_email is not distinct from ${order.buyerEmail}::text
            and attendee_names is not distinct from ${order.attendeeNames === null ? null : JSON.stringify(order.attendeeNames)}::jsonb
          returning id, expires_at, discount_id
        ), c as (
          update ticket_classes t set sold = t.sold + v.quantity,
            held = t.held - case when o.expires_at > t.held_counted_after then v.quantity else 0 end
          from o, unnest(${sql.param(classIds)}::int[], ${sql.param(classIds.map((id) => seats.get(id) ?? 0))}::int[]) as v(id, quantity)
          where t.id = v.id
          returning t.id, t.capacity - t.sold - t.held as left
        ), tk as (
          insert into tickets (id, order_id, ticket_class_id, code, attendee_name, status, created_at)
          select v.id, o.id, v.class_id, v.code, v.attendee_name, 'valid', ${now}::timestamptz
          from o, unnest(${tk((t) => t.id)}::int[], ${tk((t) => t.ticketClassId)}::int[], ${tk((t) => t.code)}::text[], ${tk((t) => t.attendeeName)}::text[])
            as v(id, class_id, code, attendee_name)
          returning id
        ), p as (
          insert into payments (order_id, provider, provider_reference, status, amount_minor, currency, created_at)
          select o.id, ${payment?.provider ?? ''}, ${payment?.reference ?? ''}, 'succeeded', ${payment?.amountMinor ?? 0}, ${payment?.currency ?? order.currency}, ${now}::timestamptz
          from o where ${payment !== null}::boolean
          returning id
        ), m as (
          insert into outbox_emails (kind, to_address, subject, text, html, attachments, template, snapshot, correlation_id)
          select ${email?.kind ?? ''}, ${email?.toAddress ?? ''}, ${email?.subject ?? null}::text, ${email?.text ?? null}::text, ${email?.html ?? null}::text,
            ${JSON.stringify(email?.attachments ?? [])}::jsonb, ${email?.template ?? null}::text, ${email === null || email.template === null ? null : JSON.stringify(email.snapshot)}::jsonb,
            ${email?.correlationId ?? null}::text
          from o where ${email !== null}::boolean
            -- The recipient's cap (recipient-cap.ts, decision 051): a free order's email is kept back past it.
            and (${mailCapped === null}::boolean or (select count(*) from outbox_emails
              where lower(to_address) = lower(${email?.toAddress ?? ''}::text) and created_at > now() - interval '1 hour') < ${mailCapped ?? 0}::int)
          returning id
        ), du as (
          insert into discount_uses (discount_id, order_id, created_at)
          select o.discount_id, o.id, ${now}::timestamptz from o where o.discount_id is not null
          on conflict do nothing
          returning discount_id
        ), dq as (
          update discounts d set quantity_sold = d.quantity_sold + 1 from du where d.id = du.discount_id returning d.id
        ), ev as (
          ${computeOrderEventSelect(input.move)}
          returning id
        ), lt as (
          insert into ledger_transactions (kind, order_id, currency, created_at)
          select ${ledger.kind}::text, o.id, ${order.currency}, ${now}::timestamptz from o where ${ledger.kind !== null}::boolean
          returning id
        ), le as (
          insert into ledger_entries (transaction_id, account, line, organizer_id, amount_minor, currency)
          select lt.id, v.account, v.line, v.organizer_id, v.amount, ${order.currency}
          from lt, unnest(${sql.param(ledger.accounts)}::text[], ${sql.param(ledger.lines)}::text[], ${sql.param(ledger.organizerIds)}::int[], ${sql.param(ledger.amounts)}::bigint[])
            as v(account, line, organizer_id, amount)
          returning id
        )
        select (select count(*) from o)::int as paid, (select count(*) from m)::int as mailed, (select array_agg(id) from c) as left_ids, (select array_agg("left") from c) as left`,
  )
  const row = rows[0]
  if (!row || Number(row.paid) === 0) return null
  if (email !== null && Number(row.mailed) === 0) {
    metrics.refusal('mail_recipient_cap')
    cap.onCapped({ kind: email.kind, to: email.toAddress })
  }
  const leftByClass = new Map<number, number>()
  ;(row.left_ids ?? []).forEach((id, i) => leftByClass.set(Number(id), Number(row.left?.[i])))
  return { leftByClass }
}

/**
 * A provider's success callback for a payment this order was already paid with (checkout's usual case:
 * the callback arrives after the payment it confirms was recorded): records the callback as handled, in
 * one statement. False when that is not the case (a first payment, a duplicate, anything else), and the
 * callback takes its transactional path.
 */
export async function recordCallbackForSettledPayment(
  db: Db,
  input: { provider: string; providerEventId: string; reference: string; orderId: number; now: Date },
): Promise<boolean> {
  const rows = await queryRowsPrepared<{ one: number }>(
    db,
    'checkout_settled_callback',
    sql`insert into payment_callback_receipts (provider, provider_event_id, received_at)
        select ${input.provider}, ${input.providerEventId}, ${input.now}::timestamptz
        where exists (select 1 from payments p join orders o on o.id = p.order_id
          where p.provider = ${input.provider} and p.provider_reference = ${input.reference} and p.status = 'succeeded'
            and o.id = ${input.orderId} and o.status in ${PAID_STATUSES_SQL})
        on conflict do nothing
        returning 1 as one`,
  )
  return rows.length > 0
}
