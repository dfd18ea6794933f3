// GET /api/v3/events/{id}/attendees.csv: one row per ticket, safe to open in a spreadsheet (a name such as
// "=HYPERLINK(…)" stays text).
import type { CoreDeps } from '@/core/shared/core-deps'
import { findAttendeesByEventId } from './event-attendees-repository'
import { toCsv } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'

export async function exportAttendeesCsv(
  { db }: Pick<CoreDeps, 'db'>,
  input: { eventId: number; manager: Manager },
): Promise<string> {
  await findManagedEvent(db, input.eventId, input.manager, 'read')
  const rows = await findAttendeesByEventId(db, input.eventId)
  return toCsv([
    ['Order', 'Ticket code', 'Attendee', 'Buyer', 'Email', 'Ticket type', 'Status', 'Checked in at'],
    ...rows.map((r) => [
      r.orderId,
      r.ticketCode,
      r.attendeeName ?? r.buyerName,
      r.buyerName,
      r.holderEmail ?? r.buyerEmail,
      r.ticketClassName,
      r.ticketStatus,
      r.checkedInAt?.toISOString() ?? null,
    ]),
  ])
}
