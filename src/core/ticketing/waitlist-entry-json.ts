// A wait-list entry as the API shows it (join and confirm answer it).
import type { WaitlistEntryRow } from './waitlist-repository'

/** `position`: the place in line, null until the address is confirmed (it is in no line before; decision 048). */
export type WaitlistEntryJson = { id: string; ticket_class_id: string; email: string; quantity: number; status: string; confirmed: boolean; position: number | null; created: string }

/** An entry as the API shows it, with its place in line (null while unconfirmed). */
export function computeWaitlistEntryJson(entry: WaitlistEntryRow, position: number | null): WaitlistEntryJson {
  return {
    id: String(entry.id),
    ticket_class_id: String(entry.ticketClassId),
    email: entry.email,
    quantity: entry.quantity,
    status: entry.status,
    confirmed: entry.confirmedAt !== null,
    position,
    created: entry.createdAt.toISOString(),
  }
}
