import 'server-only'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { orderActionConfirmations } from '@/db/schema'
import { OrderActionSchema, type OrderAction } from './order-action-confirmation'

export type OrderActionConfirmationRow = { id: number; orderId: number; action: OrderAction; expiresAt: Date; usedAt: Date | null }

/** Saves a confirmation waiting for the buyer; only the token's hash is kept. */
export async function insertOrderActionConfirmation(db: Db, input: { orderId: number; action: OrderAction; tokenHash: string; now: Date; expiresAt: Date }): Promise<{ id: number }> {
  const [row] = await db
    .insert(orderActionConfirmations)
    .values({ orderId: input.orderId, action: input.action, tokenHash: input.tokenHash, createdAt: input.now, expiresAt: input.expiresAt })
    .returning({ id: orderActionConfirmations.id })
  return { id: row!.id }
}

/** Confirmations of one order asked for since `since` (the per-order limit's count). */
export async function countOrderActionConfirmationsSince(db: Db, orderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderActionConfirmations)
    .where(and(eq(orderActionConfirmations.orderId, orderId), gt(orderActionConfirmations.createdAt, since)))
  return Number(row?.n ?? 0)
}

/** The unused, unexpired confirmation of `orderId` whose token hashes to `tokenHash`, or null. */
export async function findLiveOrderActionConfirmation(db: Db, input: { orderId: number; tokenHash: string; now: Date }): Promise<OrderActionConfirmationRow | null> {
  const [row] = await db
    .select()
    .from(orderActionConfirmations)
    .where(
      and(
        eq(orderActionConfirmations.tokenHash, input.tokenHash),
        eq(orderActionConfirmations.orderId, input.orderId),
        isNull(orderActionConfirmations.usedAt),
        gt(orderActionConfirmations.expiresAt, input.now),
      ),
    )
  return row ? toRow(row) : null
}

/**
 * Uses the confirmation, once: one conditional UPDATE, so of two requests posting it at once exactly one
 * gets `true` (the row's lock orders them; the second sees `used_at` set).
 */
export async function claimOrderActionConfirmation(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orderActionConfirmations)
    .set({ usedAt: now })
    .where(and(eq(orderActionConfirmations.id, id), isNull(orderActionConfirmations.usedAt), gt(orderActionConfirmations.expiresAt, sql`${now}::timestamptz`)))
    .returning({ id: orderActionConfirmations.id })
  return rows.length === 1
}

function toRow(row: typeof orderActionConfirmations.$inferSelect): OrderActionConfirmationRow {
  return { id: row.id, orderId: row.orderId, action: OrderActionSchema.parse(row.action), expiresAt: row.expiresAt, usedAt: row.usedAt }
}
