// The buyer's confirmation email (issue 19 §4): the order, a PNG QR code per ticket that admits (mail
// clients do not show SVG), shown in the message and attached (issue 38 point 5), and an .ics, in the
// order's language. A purchase queues only a snapshot of the
// paid order; the outbox renders it when it sends it (issue 36), because drawing the QR images was most
// of a purchase's CPU. The snapshot holds the moment of payment too, so the email is the same whenever
// it is rendered.
import type { EmailAttachment, EmailMessage, TemplatedEmail } from '@/core/mail/email-message'
import { computeICalendar } from '@/core/events/icalendar'
import type { OrderJson } from './order-json'
import { computeOrderConfirmationEmail, computeTicketQrContentId, type EmailEvent } from './ticketing-emails'
import type { EventPlace } from './event-place'
import { isTicketValidForEntry } from './ticket-entry'
import { renderTicketQrPng } from './ticket-qr'

export const CONFIRMATION_TEMPLATE = 'order-confirmation'

export type ConfirmationSnapshot = {
  order: OrderJson
  /** `place`: absent in snapshots queued before the email said where the event is. */
  event: { id: number; name: string; startAt: string; endAt: string; timeZone: string; place?: EventPlace }
  /** When the order was paid (the calendar entry's stamp). */
  at: string
  locale: string | null
}

/**
 * A free order's confirmation may go to an address nobody confirmed, for nothing (issue 39 finding 7): it
 * carries what the recipient needs (the event, the tickets, the order's link) and none of the names the
 * buyer typed (decision 048). A paid order's buyer paid to write them.
 */
export function computeMailableOrder(order: OrderJson): OrderJson {
  if (order.total.value > 0) return order
  return { ...order, buyer: { ...order.buyer, name: null }, tickets: order.tickets.map((ticket) => ({ ...ticket, attendee_name: null })) }
}

/** The queued confirmation of `order` (paid at `now`) for `event`, to be rendered by the outbox. */
export function computeConfirmationEmail(order: OrderJson, event: EmailEvent, now: Date, locale: string | null): TemplatedEmail {
  const snapshot: ConfirmationSnapshot = {
    order: computeMailableOrder(order),
    event: { id: event.id, name: event.name, startAt: event.startAt.toISOString(), endAt: event.endAt.toISOString(), timeZone: event.timeZone, ...(event.place ? { place: event.place } : {}) },
    at: now.toISOString(),
    locale,
  }
  return { kind: 'order-confirmation', to: order.buyer.email ?? '', template: CONFIRMATION_TEMPLATE, snapshot, correlationId: `order:${order.id}` }
}

/** A PNG QR code per ticket of `order` that admits, attached and shown inline (the confirmation, the reminders). */
export async function renderTicketQrAttachments(order: OrderJson): Promise<EmailAttachment[]> {
  const attachments: EmailAttachment[] = []
  // A refunded or cancelled ticket is listed with its mark and gets no QR code (ticket-entry.ts).
  for (const t of order.tickets.filter((ticket) => isTicketValidForEntry(ticket.status))) {
    attachments.push({
      filename: `ticket-${t.printed_code}.png`,
      contentType: 'image/png',
      contentBase64: (await renderTicketQrPng(t.code)).toString('base64'),
      contentId: computeTicketQrContentId(t.printed_code),
    })
  }
  return attachments
}

/** The confirmation email a snapshot of `computeConfirmationEmail` stands for. */
export async function renderConfirmationEmail(snapshot: ConfirmationSnapshot): Promise<EmailMessage> {
  const { order } = snapshot
  const event: EmailEvent = { ...snapshot.event, startAt: new Date(snapshot.event.startAt), endAt: new Date(snapshot.event.endAt) }
  const attachments = await renderTicketQrAttachments(order)
  const venue = event.place?.online === false ? event.place.venue : null
  const ics = computeICalendar({
    name: event.name,
    now: new Date(snapshot.at),
    entries: [{ uid: `order-${order.id}-event-${event.id}@tessera`, name: event.name, description: `Order #${order.id}\n${order.url}`, url: order.url, start: event.startAt, end: event.endAt, location: venue ? `${venue.name}, ${venue.address}` : '', status: 'CONFIRMED' }],
  })
  attachments.push({ filename: 'event.ics', contentType: 'text/calendar', contentBase64: Buffer.from(ics).toString('base64') })
  return computeOrderConfirmationEmail(order, event, attachments, snapshot.locale)
}
