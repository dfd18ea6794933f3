// GET /api/v3/events/{id}/attendees.csv: one row per ticket, safe to open in a spreadsheet (a name such as
// "=HYPERLINK(…)" stays text), then one column per question at registration (decision 063), whose
// answers are buyers' text and so escaped alike.
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeAnswerText } from '@/core/ticketing/registration-rules'
import { findEventAnswersByTicket } from './attendee-answers'
import { findAttendeesByEventId } from './event-attendees-repository'
import { toCsv } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'

export async function exportAttendeesCsv(
  { db }: Pick<CoreDeps, 'db'>,
  input: { eventId: number; manager: Manager },
): Promise<string> {
  await findManagedEvent(db, input.eventId, input.manager, 'read')
  const rows = await findAttendeesByEventId(db, input.eventId)
  const answers = await findEventAnswersByTicket(db, input.eventId)
  return toCsv([
    ['Order', 'Ticket code', 'Attendee', 'Buyer', 'Email', 'Ticket type', 'Status', 'Checked in at', ...answers.columns.map((c) => c.label)],
    ...rows.map((r) => [
      r.orderId,
      r.ticketCode,
      r.attendeeName ?? r.buyerName,
      r.buyerName,
      r.holderEmail ?? r.buyerEmail,
      r.ticketClassName,
      r.ticketStatus,
      r.checkedInAt?.toISOString() ?? null,
      ...answers.columns.map((c) => computeAnswerText(answers.byTicketId.get(r.ticketId)?.find((a) => a.questionId === c.questionId)?.value)),
    ]),
  ])
}
