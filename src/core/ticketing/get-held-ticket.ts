// GET /api/v3/tickets/{ticket_id}/?token= and its QR image (decision 059): a transferred ticket's new holder
// opens their ticket by its own signed link, without an account and without the buyer's order.
import { AppError } from '@/core/shared/app-error'
import { computeCalendarPath, computeEventPlaceJson, type EventPlaceJson } from './event-place'
import { findEventForTicketing, findOrderById, findOrderLinesByOrderId } from './orders-repository'
import { formatTicketCode } from './ticket-code'
import { isTicketValidForEntry } from './ticket-entry'
import { computeTicketHolderToken, isTicketHolderTokenValid } from './ticket-holder-link'
import { renderTicketQrSvg } from './ticket-qr'
import { findTicketById, type TicketRow } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

export type HeldTicketJson = {
  ticket: { id: string; code: string; printed_code: string; qr_url: string; status: string; attendee_name: string | null; ticket_class_name: string; checked_in: boolean }
  event: { name: string; event_start: string; event_timezone: string; event_url: string; event_calendar_url: string; event_place?: EventPlaceJson; event_cancelled: boolean }
}

async function requireHeldTicket(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { ticketId: number; token: string | null }): Promise<TicketRow> {
  // 404 whatever is wrong, so that ticket ids reveal nothing.
  const ticket = isTicketHolderTokenValid(deps.secret, input.ticketId, input.token) ? await findTicketById(deps.db, input.ticketId) : null
  if (!ticket) throw new AppError('NOT_FOUND', 'There is no such ticket.')
  return ticket
}

export async function getHeldTicket(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { ticketId: number; token: string | null }): Promise<HeldTicketJson> {
  const ticket = await requireHeldTicket(deps, input)
  const order = await findOrderById(deps.db, ticket.orderId)
  const event = order ? await findEventForTicketing(deps.db, order.eventId) : null
  if (!order || !event) throw new AppError('NOT_FOUND', 'There is no such ticket.')
  const className = (await findOrderLinesByOrderId(deps.db, order.id)).find((l) => l.ticketClassId === ticket.ticketClassId)?.ticketClassName ?? ''
  const eventUrl = `/e/${event.nameSlug}-tickets-${event.id}/`
  return {
    ticket: {
      id: String(ticket.id),
      code: ticket.code,
      printed_code: formatTicketCode(ticket.code),
      qr_url: `/api/v3/tickets/${ticket.id}/qr.svg?token=${computeTicketHolderToken(deps.secret, ticket.id)}`,
      status: ticket.status,
      attendee_name: ticket.attendeeName,
      ticket_class_name: className,
      checked_in: ticket.checkedInAt !== null,
    },
    event: {
      name: event.name,
      event_start: event.startAt.toISOString(),
      event_timezone: event.timeZone,
      event_url: eventUrl,
      event_calendar_url: computeCalendarPath(eventUrl),
      ...(event.place ? { event_place: computeEventPlaceJson(event.place) } : {}),
      event_cancelled: event.status === 'cancelled',
    },
  }
}

/** The ticket's QR image (SVG); a ticket that does not admit has none (409), as on the order's own paths. */
export async function getHeldTicketQr(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { ticketId: number; token: string | null }): Promise<string> {
  const ticket = await requireHeldTicket(deps, input)
  if (!isTicketValidForEntry(ticket.status)) throw new AppError('CONFLICT', `This ticket was ${ticket.status}: it is not valid for entry and has no QR code.`)
  return renderTicketQrSvg(ticket.code)
}
