import type { Db } from '@/db/create-db'
import { discounts } from '@/db/schema'
import { buildDiscount, type DiscountRow } from '@/seed/builders/build-discount'
import { insertEvent } from './insert-event'

export type Discount = typeof discounts.$inferSelect

/** Saves one discount built by `buildDiscount(overrides)`; without an `eventId` an event is inserted first. */
export async function insertDiscount(db: Db, overrides: Partial<DiscountRow> = {}): Promise<Discount> {
  const eventId = overrides.eventId ?? (await insertEvent(db)).id
  const [row] = await db
    .insert(discounts)
    .values(buildDiscount({ ...overrides, eventId }))
    .returning()
  if (!row) throw new Error('insertDiscount: no row returned')
  return row
}
