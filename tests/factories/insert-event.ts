import { getTableColumns } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events } from '@/db/schema'
import { buildEvent, type EventRow } from '@/seed/builders/build-event'
import { insertOrganizer } from './insert-organizer'

export type Event = Omit<typeof events.$inferSelect, 'searchVector'>

/**
 * Saves one event built by `buildEvent(overrides)` and returns the stored row. Without an
 * `organizerId` a fresh organizer is inserted first, so a test needs no other setup.
 */
export async function insertEvent(db: Db, overrides: Partial<EventRow> = {}): Promise<Event> {
  const organizerId = overrides.organizerId ?? (await insertOrganizer(db)).id
  const { searchVector: _searchVector, ...columns } = getTableColumns(events)
  const [row] = await db
    .insert(events)
    .values(buildEvent({ ...overrides, organizerId }))
    .returning(columns)
  if (!row) throw new Error('insertEvent: no row returned')
  return row
}
