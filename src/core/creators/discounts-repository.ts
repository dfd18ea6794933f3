// Data access for an event's discounts on the organizer's side (issue 19 §1 promo codes, open discounts and
// BOGO; the buyer's side reads them in ticketing/orders-repository.ts).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { discountUses, discounts, orders } from '@/db/schema'

export type DiscountRecord = typeof discounts.$inferSelect
export type NewDiscount = Omit<typeof discounts.$inferInsert, 'id' | 'quantitySold'>

export async function insertDiscount(db: Db, row: NewDiscount): Promise<DiscountRecord> {
  const [created] = await db.insert(discounts).values(row).returning()
  if (!created) throw new Error('insertDiscount: no row returned')
  return created
}

/** Whether the event already has a promo code spelled `code` in any letter case (buyers type it either way). */
export async function isDiscountCodeTaken(db: Db, eventId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.eventId, eventId), sql`upper(${discounts.code}) = ${code.toUpperCase()}`))
    .limit(1)
  return row !== undefined
}

export async function findDiscountById(db: Db, discountId: number): Promise<DiscountRecord | null> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, discountId))
  return row ?? null
}

/** Whether any order (held, paid or past) names the discount or recorded a use of it. */
export async function isDiscountUsed(db: Db, discountId: number): Promise<boolean> {
  const [used] = await db.select({ id: orders.id }).from(orders).where(eq(orders.discountId, discountId)).limit(1)
  if (used) return true
  const [use] = await db.select({ id: discountUses.id }).from(discountUses).where(eq(discountUses.discountId, discountId)).limit(1)
  return use !== undefined
}

export async function deleteDiscountRow(db: Db, discountId: number): Promise<void> {
  await db.delete(discounts).where(eq(discounts.id, discountId))
}
