// Data access for holds, orders, tickets, payments and the wait-list (ARCHITECTURE §7). Every function
// takes whatever handle it is given, so use cases pass their transaction.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import {
  discounts,
  discountUses,
  events,
  orderLines,
  orders,
  paymentCallbackReceipts,
  payments,
  ticketClasses,
  tickets,
  users,
  waitlistEntries,
} from '@/db/schema'
import { addHeld } from './checkout-repository'
import type { ClassInventory } from './inventory'
import type { DiscountRule, PricedLine } from './order-pricing'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect & { ticketClassName: string }
export type TicketRow = typeof tickets.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect

export type EventForTicketing = {
  id: number
  name: string
  status: string
  startAt: Date
  endAt: Date
  timeZone: string
  isSeriesParent: boolean
  refundPolicy: string
  currency: string
  nameSlug: string
  /** An online event's joining link: for its ticket holders only (issue 19 §6), never on public pages. */
  onlineUrl: string | null
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
      currency: events.currency,
      nameSlug: events.nameSlug,
      onlineUrl: events.onlineUrl,
    })
    .from(events)
    .where(eq(events.id, eventId))
  return row ?? null
}

/** Transaction-scoped advisory lock on one idempotency key, so concurrent repeats wait for the first. */
export async function lockIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope + '|' + key}, 0))`)
}

const heldByClass = (now: Date, classIds: number[], excludeOrderId: number | null) => sql`
  select ol.ticket_class_id as id, coalesce(sum(ol.quantity), 0)::int as held
  from order_lines ol join orders o on o.id = ol.order_id
  where ol.ticket_class_id in (${sql.join(classIds.map((id) => sql`${id}`), sql`, `)})
    and o.status = 'reserved' and o.expires_at > ${now}
    ${excludeOrderId === null ? sql`` : sql`and o.id <> ${excludeOrderId}`}
  group by ol.ticket_class_id`

async function withHeld(
  db: Db,
  rows: Omit<ClassInventory, 'held'>[],
  now: Date,
  excludeOrderId: number | null,
): Promise<ClassInventory[]> {
  if (rows.length === 0) return []
  const result = await queryRows<{ id: number; held: number }>(db, heldByClass(now, rows.map((r) => r.id), excludeOrderId))
  const held = new Map(result.map((r) => [Number(r.id), Number(r.held)]))
  return rows.map((r) => ({ ...r, held: held.get(r.id) ?? 0 }))
}

const inventoryColumns = {
  id: ticketClasses.id,
  eventId: ticketClasses.eventId,
  name: ticketClasses.name,
  kind: ticketClasses.kind,
  priceMinor: ticketClasses.priceMinor,
  currency: ticketClasses.currency,
  capacity: ticketClasses.capacity,
  sold: ticketClasses.sold,
  salesStart: ticketClasses.salesStart,
  salesEnd: ticketClasses.salesEnd,
  minPerOrder: ticketClasses.minPerOrder,
  maxPerOrder: ticketClasses.maxPerOrder,
  hidden: ticketClasses.hidden,
}

/**
 * Locks the named ticket classes (`SELECT … FOR UPDATE`, in id order so that two orders never wait on
 * each other) and reads their availability inside the lock. Unknown ids are simply absent.
 */
export async function lockTicketClassesWithAvailability(
  db: Db,
  classIds: readonly number[],
  now: Date,
  excludeOrderId: number | null = null,
): Promise<ClassInventory[]> {
  const ids = [...new Set(classIds)].sort((a, b) => a - b)
  if (ids.length === 0) return []
  const rows = await db.select(inventoryColumns).from(ticketClasses).where(inArray(ticketClasses.id, ids)).orderBy(asc(ticketClasses.id)).for('update')
  return withHeld(db, rows, now, excludeOrderId)
}

/** The named ticket classes with what remains of each, read without a lock (a hint, not a decision). */
export async function findTicketClassesByIdsWithAvailability(db: Db, classIds: readonly number[], now: Date): Promise<ClassInventory[]> {
  const ids = [...new Set(classIds)]
  if (ids.length === 0) return []
  const rows = await db.select(inventoryColumns).from(ticketClasses).where(inArray(ticketClasses.id, ids))
  return withHeld(db, rows, now, null)
}

/** An event's visible ticket classes with what remains of each, in the organizer's order. No lock. */
export async function findTicketClassesByEventIdWithAvailability(db: Db, eventId: number, now: Date): Promise<ClassInventory[]> {
  const rows = await db
    .select(inventoryColumns)
    .from(ticketClasses)
    .where(and(eq(ticketClasses.eventId, eventId), eq(ticketClasses.hidden, false)))
    .orderBy(asc(ticketClasses.sortOrder), asc(ticketClasses.id))
  return withHeld(db, rows, now, null)
}

/** The event's discounts with their uses (paid orders and unexpired holds); `lock` takes their row locks. */
export async function findDiscountsByEventIdWithUses(db: Db, eventId: number, now: Date, lock: boolean): Promise<DiscountRule[]> {
  const base = db.select().from(discounts).where(eq(discounts.eventId, eventId)).orderBy(asc(discounts.id))
  const rows = lock ? await base.for('update') : await base
  if (rows.length === 0) return []
  const uses = await queryRows<{ id: number; used: number }>(
    db,
    sql`
    select discount_id as id, count(*)::int as used from orders
    where discount_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})
      and (status in ('paid', 'partially_refunded') or (status = 'reserved' and expires_at > ${now}))
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
  totalMinor: number
  discountId: number | null
  expiresAt: Date
  idempotencyScope: string | null
  idempotencyKey: string | null
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
export async function insertOrderWithLines(db: Db, order: NewOrder, lines: readonly PricedLine[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning()
  if (!row) throw new Error('insertOrderWithLines: no row returned')
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

export async function findOrderLinesByOrderId(db: Db, orderId: number): Promise<OrderLineRow[]> {
  const rows = await db
    .select({ line: orderLines, ticketClassName: ticketClasses.name })
    .from(orderLines)
    .innerJoin(ticketClasses, eq(ticketClasses.id, orderLines.ticketClassId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  return rows.map((r) => ({ ...r.line, ticketClassName: r.ticketClassName }))
}

export async function findTicketsByOrderId(db: Db, orderId: number): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id))
}

export async function updateOrder(db: Db, orderId: number, patch: Partial<Omit<OrderRow, 'id'>>): Promise<void> {
  await db.update(orders).set(patch).where(eq(orders.id, orderId))
}

export async function insertTickets(db: Db, rows: (typeof tickets.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(tickets).values(rows)
}

/**
 * Ticket ids taken from the sequence before the paying transaction, so the confirmation email (whose QR
 * links name the ids) can be rendered outside it. Unused ids (a lost race) leave gaps, which is harmless.
 */
export async function allocateTicketIds(db: Db, count: number): Promise<number[]> {
  if (count <= 0) return []
  const rows = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('tickets', 'id'))::int as id from generate_series(1, ${count})`)
  return rows.map((r) => Number(r.id))
}

/**
 * Moves `quantity` held seats of a class into its sold count only while the class still has room
 * (`sold + quantity <= capacity`), and out of its running held count if it has them (a hold expiring at
 * `expiresAt`, decision 015): one statement, whose row lock lasts from here to the commit. Answers what
 * then remains before holds (capacity − sold), or null when the seats are not there.
 */
export async function addSoldWithinCapacity(db: Db, ticketClassId: number, quantity: number, expiresAt: Date): Promise<number | null> {
  const rows = await db
    .update(ticketClasses)
    .set({
      sold: sql`${ticketClasses.sold} + ${quantity}`,
      held: sql`${ticketClasses.held} - case when ${expiresAt}::timestamptz > ${ticketClasses.heldCountedAfter} then ${quantity}::int else 0 end`,
    })
    .where(and(eq(ticketClasses.id, ticketClassId), sql`${ticketClasses.sold} + ${quantity} <= ${ticketClasses.capacity}`))
    .returning({ left: sql<number>`${ticketClasses.capacity} - ${ticketClasses.sold}` })
  return rows[0] ? Number(rows[0].left) : null
}

/** Seats of the named classes in other unexpired holds, read without a lock (a hint for cache invalidation). */
export async function findHeldByClassIds(db: Db, classIds: readonly number[], now: Date, excludeOrderId: number): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map()
  const rows = await queryRows<{ id: number; held: number }>(db, heldByClass(now, [...classIds], excludeOrderId))
  return new Map(rows.map((r) => [Number(r.id), Number(r.held)]))
}

/** Moves `delta` tickets of a class into (or, negative, out of) its sold count. */
export async function addSold(db: Db, ticketClassId: number, delta: number): Promise<void> {
  await db
    .update(ticketClasses)
    .set({ sold: sql`${ticketClasses.sold} + ${delta}` })
    .where(eq(ticketClasses.id, ticketClassId))
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

export async function setTicketsStatusByOrderId(db: Db, orderId: number, status: 'refunded' | 'cancelled'): Promise<void> {
  await db
    .update(tickets)
    .set({ status })
    .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'valid')))
}

/** Marks the named tickets of an order refunded, only those still valid; answers the ids changed. */
export async function setTicketsRefunded(db: Db, orderId: number, ticketIds: readonly number[]): Promise<number[]> {
  if (ticketIds.length === 0) return []
  const rows = await db
    .update(tickets)
    .set({ status: 'refunded' })
    .where(and(eq(tickets.orderId, orderId), inArray(tickets.id, [...ticketIds]), eq(tickets.status, 'valid')))
    .returning({ id: tickets.id })
  return rows.map((r) => r.id)
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoUpdate({ target: [payments.provider, payments.providerReference], set: { status: row.status } })
    .returning()
  if (!inserted) throw new Error('insertPayment: no row returned')
  return inserted
}

export async function findPaymentByReference(db: Db, provider: string, reference: string, lock = false): Promise<PaymentRow | null> {
  const q = db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
  const [row] = lock ? await q.for('update') : await q
  return row ?? null
}

export async function findSucceededPaymentByOrderId(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
  return row ?? null
}

export async function setPaymentStatus(db: Db, paymentId: number, status: string): Promise<void> {
  await db.update(payments).set({ status }).where(eq(payments.id, paymentId))
}

/** Records a provider's callback; false when it was seen before (the caller then does nothing). */
export async function insertCallbackReceipt(db: Db, provider: string, providerEventId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(paymentCallbackReceipts)
    .values({ provider, providerEventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ provider: paymentCallbackReceipts.provider })
  return rows.length > 0
}

export type OrderListRow = OrderRow & { eventName: string; eventStartAt: Date; eventTimeZone: string; eventSlug: string; eventRefundPolicy: string; eventOnlineUrl: string | null }

function ownedBy(user: { id: number; email: string | null }) {
  if (user.email === null) return eq(orders.userId, user.id)
  return or(eq(orders.userId, user.id), and(sql`${orders.userId} is null`, sql`lower(${orders.buyerEmail}) = lower(${user.email})`))
}

/** A user's orders (their own, and guest orders placed with their verified email), newest event first. */
export async function findOrdersByUser(db: Db, user: { id: number; email: string | null }): Promise<OrderListRow[]> {
  const rows = await db
    .select({ order: orders, eventName: events.name, eventStartAt: events.startAt, eventTimeZone: events.timeZone, eventSlug: events.nameSlug, eventRefundPolicy: events.refundPolicy, eventOnlineUrl: events.onlineUrl })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        ownedBy(user),
        inArray(orders.status, ['paid', 'partially_refunded', 'refunded']),
      ),
    )
    .orderBy(desc(events.startAt), desc(orders.id))
  return rows.map((r) => ({ ...r.order, eventName: r.eventName, eventStartAt: r.eventStartAt, eventTimeZone: r.eventTimeZone, eventSlug: r.eventSlug, eventRefundPolicy: r.eventRefundPolicy, eventOnlineUrl: r.eventOnlineUrl }))
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

export async function insertWaitlistEntry(db: Db, row: typeof waitlistEntries.$inferInsert): Promise<WaitlistEntryRow> {
  const [inserted] = await db.insert(waitlistEntries).values(row).returning()
  if (!inserted) throw new Error('insertWaitlistEntry: no row returned')
  return inserted
}

/** The oldest entries still waiting for a class, first come first served. */
export async function findWaitingEntriesByClassId(db: Db, ticketClassId: number, limit: number): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.ticketClassId, ticketClassId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(limit)
}

/** Offered entries whose 24-hour hold has passed: they lapse and the next in line is asked. */
export async function lapseExpiredOffers(db: Db, ticketClassId: number, now: Date): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'lapsed' })
    .where(and(eq(waitlistEntries.ticketClassId, ticketClassId), eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${now}`))
}

export async function markWaitlistEntryOffered(db: Db, entryId: number, offerExpiresAt: Date): Promise<void> {
  await db.update(waitlistEntries).set({ status: 'offered', offerExpiresAt }).where(eq(waitlistEntries.id, entryId))
}

export async function countWaitingEntries(db: Db, ticketClassId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketClassId, ticketClassId),
        or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now))),
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * Classes whose wait-list may be owed an offer at `now`: someone is waiting, or an offer has lapsed (its
 * entry must make way). Read without a lock; each class is then claimed on its own.
 */
export async function findClassIdsWithWaitingEntries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitlistEntries.ticketClassId })
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${now}`)))
    .orderBy(asc(waitlistEntries.ticketClassId))
    .limit(limit)
  return rows.map((r) => r.id)
}

/**
 * Takes a class's row lock unless another transaction holds it (`FOR UPDATE SKIP LOCKED`): a sweep on
 * another instance, or a sale, which will be looked at again on the next round. True when taken.
 */
export async function tryLockTicketClass(db: Db, ticketClassId: number): Promise<boolean> {
  const rows = await db.select({ id: ticketClasses.id }).from(ticketClasses).where(eq(ticketClasses.id, ticketClassId)).for('update', { skipLocked: true })
  return rows.length > 0
}

export async function findTicketClassEventId(db: Db, ticketClassId: number): Promise<number | null> {
  const [row] = await db.select({ eventId: ticketClasses.eventId }).from(ticketClasses).where(eq(ticketClasses.id, ticketClassId))
  return row?.eventId ?? null
}
