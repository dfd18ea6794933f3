// Data access for an event's ticket-transfer settings (issue 40, decision 059).
import { eq, or } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events } from '@/db/schema'
import type { TransferSettings } from '@/core/ticketing/transfer-rules'

export async function findTransferSettingsByEventId(db: Db, eventId: number): Promise<TransferSettings | null> {
  const [row] = await db.select({ transfersAllowed: events.transfersAllowed, transferCutoffHours: events.transferCutoffHours }).from(events).where(eq(events.id, eventId))
  return row ?? null
}

/** Writes the settings on the event and, for a series, on each of its dates (their pages and orders read their own). */
export async function updateTransferSettingsByEventId(db: Db, eventId: number, settings: TransferSettings): Promise<void> {
  await db.update(events).set(settings).where(or(eq(events.id, eventId), eq(events.seriesParentId, eventId)))
}
