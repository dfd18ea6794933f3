import type { Db } from '@/db/create-db'
import { organizers } from '@/db/schema'
import { buildOrganizer, type OrganizerRow } from '@/seed/builders/build-organizer'

export type Organizer = typeof organizers.$inferSelect

/** Saves one organizer built by `buildOrganizer(overrides)` and returns the stored row. */
export async function insertOrganizer(db: Db, overrides: Partial<OrganizerRow> = {}): Promise<Organizer> {
  const [row] = await db.insert(organizers).values(buildOrganizer(overrides)).returning()
  if (!row) throw new Error('insertOrganizer: no row returned')
  return row
}
