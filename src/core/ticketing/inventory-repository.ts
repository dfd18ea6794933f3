// Data access for ticket classes' inventory (issue 36: one owner): what remains of each class, under its
// row lock or as a hint, and the sold and running held counters (decision 015). Every function takes
// whatever handle it is given, so use cases pass their transaction.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { ticketClasses } from '@/db/schema'
import type { ClassInventory } from './inventory'

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
  requiresApproval: ticketClasses.requiresApproval,
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

/**
 * An event's visible ticket classes, and the hidden ones named in `revealed` (a direct link's, decision
 * 060), with what remains of each, in the organizer's order. No lock.
 */
export async function findTicketClassesByEventIdWithAvailability(db: Db, eventId: number, now: Date, revealed: readonly number[] = []): Promise<ClassInventory[]> {
  const visible = revealed.length === 0 ? eq(ticketClasses.hidden, false) : or(eq(ticketClasses.hidden, false), inArray(ticketClasses.id, [...revealed]))
  const rows = await db
    .select(inventoryColumns)
    .from(ticketClasses)
    .where(and(eq(ticketClasses.eventId, eventId), visible))
    .orderBy(asc(ticketClasses.sortOrder), asc(ticketClasses.id))
  return withHeld(db, rows, now, null)
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


/**
 * Sets the named classes' running held counts to the unexpired holds just counted (`held` of each, read
 * after their row locks were taken, in the same transaction), counted as of `now`. Call it only under
 * those locks: a hold or payment elsewhere changes the count only through the same rows.
 */
export async function recountHeld(
  db: Db,
  classes: readonly Pick<ClassInventory, 'id' | 'held'>[],
  now: Date,
): Promise<void> {
  if (classes.length === 0) return
  await db.execute(sql`update ticket_classes t set held = v.held, held_counted_after = ${now}::timestamptz
    from unnest(${sql.param(classes.map((c) => c.id))}::int[], ${sql.param(classes.map((c) => c.held))}::int[]) as v(id, held)
    where t.id = v.id`)
}

/**
 * An order's held seats leave the running count (payment, cancellation, expiry), if the count has them:
 * it holds only orders whose expires_at is after the class's held_counted_after. Call it once, in the
 * transaction that moves the order out of `reserved`, with the order's row locked.
 */
export async function releaseHeld(
  db: Db,
  lines: readonly { ticketClassId: number; quantity: number }[],
  expiresAt: Date,
): Promise<void> {
  if (lines.length === 0) return
  const sorted = [...lines].sort((a, b) => a.ticketClassId - b.ticketClassId)
  await db.execute(sql`update ticket_classes t
    set held = t.held - case when ${expiresAt}::timestamptz > t.held_counted_after then v.quantity else 0 end
    from unnest(${sql.param(sorted.map((l) => l.ticketClassId))}::int[], ${sql.param(sorted.map((l) => l.quantity))}::int[]) as v(id, quantity)
    where t.id = v.id`)
}

/** Adds each line's seats to its class's running held count (a hold written by the locking path). */
export async function addHeld(
  db: Db,
  lines: readonly { ticketClassId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return
  const sorted = [...lines].sort((a, b) => a.ticketClassId - b.ticketClassId)
  await db.execute(sql`update ticket_classes t set held = t.held + v.quantity
    from unnest(${sql.param(sorted.map((l) => l.ticketClassId))}::int[], ${sql.param(sorted.map((l) => l.quantity))}::int[]) as v(id, quantity)
    where t.id = v.id`)
}
