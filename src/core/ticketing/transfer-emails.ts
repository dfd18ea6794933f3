// The emails of a ticket transfer (issue 40, decision 059): the buyer is told the ticket went to its new
// holder (so a transfer made through a forwarded link does not go unnoticed), and the new holder gets the
// new ticket itself: its code and QR image, the event's time and place. The holder's email is queued as a
// snapshot and drawn by the outbox (the QR image), as the order confirmation is.
import type { EmailAttachment, EmailMessage, TemplatedEmail } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import { escapeHtml } from '@/core/shared/escape-html'
import { computeEventPlaceJson, type EventPlace } from './event-place'
import { formatEventTime } from './event-time-text'
import { formatTicketCode } from './ticket-code'
import { renderTicketQrPng } from './ticket-qr'
import { computeTicketQrContentId } from './ticketing-emails'

export const TICKET_RECEIVED_TEMPLATE = 'ticket-received'

type TransferEvent = { id: number; name: string; startAt: Date; timeZone: string; place?: EventPlace }

/** To the buyer: which ticket went to whom; the old code no longer admits. */
export function computeTicketTransferredEmail(input: { to: string; orderId: number; event: TransferEvent; holderName: string; orderUrl: string; locale: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  const text = [t('hiThere'), '', t('transfer.sent', { event: input.event.name, name: input.holderName }), t('transfer.oldCode'), '', t('order.view', { url: input.orderUrl })].join('\n')
  return { kind: 'ticket-transferred', to: input.to, subject: t('transfer.sentSubject', { event: input.event.name }), text, correlationId: `order:${input.orderId}` }
}

export type TicketReceivedSnapshot = {
  to: string
  orderId: number
  holderName: string
  fromName: string | null
  className: string
  code: string
  /** The holder's own page of the ticket (ticket-holder-link.ts). */
  url: string
  event: { name: string; startAt: string; timeZone: string; place?: EventPlace }
  locale: string | null
}

/** To the new holder, queued for the outbox to draw. */
export function computeTicketReceivedEmail(snapshot: TicketReceivedSnapshot): TemplatedEmail {
  return { kind: 'ticket-received', to: snapshot.to, template: TICKET_RECEIVED_TEMPLATE, snapshot, correlationId: `order:${snapshot.orderId}` }
}

export async function renderTicketReceivedEmail(s: TicketReceivedSnapshot): Promise<EmailMessage> {
  const { t, localeTag } = mailWords(s.locale)
  const printed = formatTicketCode(s.code)
  const when = formatEventTime(new Date(s.event.startAt), s.event.timeZone, localeTag)
  const place = s.event.place ? computeEventPlaceJson(s.event.place) : null
  const where = place?.venue ? t('order.where', { place: `${place.venue.name}, ${place.venue.address}` }) : place?.online ? t('order.where', { place: t('order.online') }) : null
  const cid = computeTicketQrContentId(printed)
  const attachments: EmailAttachment[] = [{ filename: `ticket-${printed}.png`, contentType: 'image/png', contentBase64: (await renderTicketQrPng(s.code)).toString('base64'), contentId: cid }]
  const greeting = t('hi', { name: s.holderName })
  const intro = s.fromName ? t('transfer.receivedFrom', { name: s.fromName, event: s.event.name }) : t('transfer.received', { event: s.event.name })
  const ticketLine = t('order.ticketLineFor', { ticket: s.className, attendee: s.holderName, code: printed })
  const text = [greeting, '', intro, t('when', { when }), ...(where ? [where] : []), '', ticketLine, t('transfer.showCode'), '', t('transfer.link', { url: s.url })].join('\n')
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(t('when', { when }))}</p>${where ? `<p>${escapeHtml(where)}</p>` : ''}<p>${escapeHtml(ticketLine)}<br><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(t('order.qrAlt', { code: printed }))}" width="200" height="200"></p><p>${escapeHtml(t('transfer.showCode'))}</p><p><a href="${escapeHtml(s.url)}">${escapeHtml(t('transfer.linkText'))}</a></p>`
  return { kind: 'ticket-received', to: s.to, subject: t('transfer.receivedSubject', { event: s.event.name }), text, html, attachments, correlationId: `order:${s.orderId}` }
}
