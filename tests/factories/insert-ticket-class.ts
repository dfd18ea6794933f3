import type { Db } from '@/db/create-db'
import { ticketClasses } from '@/db/schema'
import { buildTicketClass, type TicketClassRow } from '@/seed/builders/build-ticket-class'
import { insertEvent } from './insert-event'

export type TicketClass = typeof ticketClasses.$inferSelect

/**
 * Saves one ticket class built by `buildTicketClass(overrides)` and returns it. Without an `eventId`
 * an event (and its organizer) is inserted first. The event's ticket summary is not touched: tests
 * that read it set it on the event themselves.
 */
export async function insertTicketClass(db: Db, overrides: Partial<TicketClassRow> = {}): Promise<TicketClass> {
  const eventId = overrides.eventId ?? (await insertEvent(db)).id
  const [row] = await db
    .insert(ticketClasses)
    .values(buildTicketClass({ ...overrides, eventId }))
    .returning()
  if (!row) throw new Error('insertTicketClass: no row returned')
  return row
}
