import type { Db } from '@/db/create-db'
import { venues } from '@/db/schema'
import { buildVenue, type VenueRow } from '@/seed/builders/build-venue'

export type Venue = typeof venues.$inferSelect

/** Saves one venue built by `buildVenue(overrides)` and returns the stored row. */
export async function insertVenue(db: Db, overrides: Partial<VenueRow> = {}): Promise<Venue> {
  const [row] = await db.insert(venues).values(buildVenue(overrides)).returning()
  if (!row) throw new Error('insertVenue: no row returned')
  return row
}
