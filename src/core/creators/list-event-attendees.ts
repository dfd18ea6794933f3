// GET /api/v3/events/{id}/attendees/ (issue 20): one entry per issued ticket, for the organizer's
// dashboard and the check-in page's search by name, order or code (by email too, for those who see emails).
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeTicketCode } from '@/core/ticketing/normalize-ticket-code'
import { toAnswerJson } from '@/core/ticketing/registration-answers'
import type { AnswerJson } from '@/core/ticketing/registration-rules'
import { findEventAnswersByTicket } from './attendee-answers'
import { findAttendeesByEventId } from './event-attendees-repository'
import { findManagedEvent, type Manager } from './managed-event-access'
import { canSeeBuyerEmails } from './team-roles'

export type AttendeeJson = {
  order_id: string
  /** What the dashboard's per-ticket refund names (POST …/orders/{id}/refunds/ `ticket_ids`). */
  ticket_id: string
  ticket_code: string
  name: string | null
  email: string | null
  ticket_class_name: string
  status: string
  checked_in_at: string | null
  /** The ticket's answers to the questions at registration (its order's and its attendee's, decision 063); not for door staff. */
  answers?: AnswerJson[]
}

export type EventAttendeesPage = {
  attendees: AttendeeJson[]
  checked_in: number
  total: number
  pagination: { object_count: number; page_number: number; page_size: number; page_count: number; has_more_items: boolean }
}

export async function listEventAttendees(
  { db }: Pick<CoreDeps, 'db'>,
  input: { eventId: number; manager: Manager; q?: string; page?: number; pageSize?: number },
): Promise<EventAttendeesPage> {
  // The check-in desk reads this list too: door staff get it with names only (decision 061).
  const { standing } = await findManagedEvent(db, input.eventId, input.manager, 'desk')
  const emails = canSeeBuyerEmails(standing)
  const rows = await findAttendeesByEventId(db, input.eventId)
  // Answers are the buyer's words, kept from door staff like emails (decision 061).
  const answers = emails ? await findEventAnswersByTicket(db, input.eventId) : null
  const all: AttendeeJson[] = rows.map((r) => ({
    order_id: String(r.orderId),
    ticket_id: String(r.ticketId),
    ticket_code: r.ticketCode,
    name: r.attendeeName ?? r.buyerName,
    // The current holder (a transfer's recipient, decision 059), else the buyer; none for door staff.
    email: emails ? (r.holderEmail ?? r.buyerEmail) : null,
    ticket_class_name: r.ticketClassName,
    status: r.ticketStatus,
    checked_in_at: r.checkedInAt?.toISOString() ?? null,
    ...(answers ? { answers: (answers.byTicketId.get(r.ticketId) ?? []).map(toAnswerJson) } : {}),
  }))
  const valid = all.filter((a) => a.status === 'valid')
  const q = input.q?.trim().toLowerCase()
  // A code matches as printed or typed: dashes, spaces and letter case do not count (issue 38 §13).
  const code = q ? normalizeTicketCode(q) : ''
  const attendees = q
    ? all.filter((a) => a.order_id === q.replace(/^#/, '') || a.ticket_code === code || (a.name ?? '').toLowerCase().includes(q) || (a.email ?? '').toLowerCase().includes(q))
    : all
  // Without a page size (the check-in desk's search) every match is one page, as before pages existed.
  const pageSize = input.pageSize ?? Math.max(1, attendees.length)
  const page = input.page ?? 1
  const pageCount = Math.max(1, Math.ceil(attendees.length / pageSize))
  return {
    attendees: attendees.slice((page - 1) * pageSize, page * pageSize),
    checked_in: valid.filter((a) => a.checked_in_at !== null).length,
    total: valid.length,
    pagination: { object_count: attendees.length, page_number: page, page_size: pageSize, page_count: pageCount, has_more_items: page < pageCount },
  }
}
