// The reminder before an event (issue 40, decision 061): when and where it is (the venue, its address and
// a map link, or the joining link of an online event, which ticket holders have), and the tickets still to
// be used with their QR codes, in the order's language. Queued as a snapshot by the reminder sweep and
// rendered by the outbox when sent, as the confirmation is (confirmation-email.ts).
import type { EmailMessage, TemplatedEmail } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import { escapeHtml } from '@/core/shared/escape-html'
import { computeMailableOrder, renderTicketQrAttachments } from './confirmation-email'
import { computeEventPlaceJson, type EventPlace } from './event-place'
import { formatEventTime } from './event-time-text'
import type { OrderJson } from './order-json'
import { computeTicketQrContentId, type EmailEvent } from './ticketing-emails'

export const REMINDER_TEMPLATE = 'order-reminder'

export type ReminderSnapshot = {
  /** The order as the buyer may see it, its tickets narrowed to those the reminder is about. */
  order: OrderJson
  event: { id: number; name: string; startAt: string; endAt: string; timeZone: string; place?: EventPlace }
  hoursBefore: number
  locale: string | null
}

/** The queued reminder `hoursBefore` the start of `event`, about `order`'s tickets still to be used. */
export function computeReminderEmail(order: OrderJson, event: EmailEvent, hoursBefore: number, locale: string | null): TemplatedEmail {
  const snapshot: ReminderSnapshot = {
    order: computeMailableOrder(order),
    event: { id: event.id, name: event.name, startAt: event.startAt.toISOString(), endAt: event.endAt.toISOString(), timeZone: event.timeZone, ...(event.place ? { place: event.place } : {}) },
    hoursBefore,
    locale,
  }
  return { kind: 'order-reminder', to: order.buyer.email ?? '', template: REMINDER_TEMPLATE, snapshot, correlationId: `order:${order.id}` }
}

/** The reminder email a snapshot of `computeReminderEmail` stands for. */
export async function renderReminderEmail(snapshot: ReminderSnapshot): Promise<EmailMessage> {
  const { order } = snapshot
  const attachments = await renderTicketQrAttachments(order)
  const { t, markup, localeTag } = mailWords(snapshot.locale)
  // Whole days read better than "in 48 hours"; a day itself stays "in 24 hours", as the default says it.
  const hours = snapshot.hoursBefore
  const soon = hours >= 48 && hours % 24 === 0 ? t('reminder.inDays', { days: hours / 24 }) : t('reminder.inHours', { hours })
  const name = snapshot.event.name
  const when = t('when', { when: formatEventTime(new Date(snapshot.event.startAt), snapshot.event.timeZone, localeTag) })
  const place = snapshot.event.place ? computeEventPlaceJson(snapshot.event.place) : null
  const venue = place?.venue ?? null
  const where = venue ? t('order.where', { place: `${venue.name}, ${venue.address}` }) : place?.online ? t('order.where', { place: t('order.online') }) : null
  const greeting = order.buyer.name ? t('hi', { name: order.buyer.name }) : t('hiThere')
  const ticketLine = (ticket: OrderJson['tickets'][number]) => {
    const className = order.lines.find((l) => l.ticket_class_id === ticket.ticket_class_id)?.name ?? t('order.ticket')
    return ticket.attendee_name
      ? t('order.ticketLineFor', { ticket: className, attendee: ticket.attendee_name, code: ticket.printed_code })
      : t('order.ticketLine', { ticket: className, code: ticket.printed_code })
  }
  const text = [
    greeting,
    '',
    t('reminder.intro', { event: name, soon }),
    when,
    ...(where ? [where] : []),
    ...(venue ? [t('order.map', { url: venue.map_url })] : []),
    ...(order.online_url ? [t('order.joinOnline', { url: order.online_url })] : []),
    '',
    t('order.tickets'),
    ...order.tickets.map((ticket) => `- ${ticketLine(ticket)}`),
    '',
    t('order.view', { url: order.url }),
    '',
    t('reminder.why'),
  ].join('\n')
  const intro = markup('reminder.introHtml', { event: escapeHtml(name), soon: escapeHtml(soon) }, { strong: (chunks) => `<strong>${chunks}</strong>` })
  const whereHtml = venue
    ? `<p>${escapeHtml(where ?? '')} <a href="${escapeHtml(venue.map_url)}">${escapeHtml(t('order.mapLink'))}</a></p>`
    : where
      ? `<p>${escapeHtml(where)}</p>`
      : ''
  const online = order.online_url ? `<p>${escapeHtml(t('order.joinOnline', { url: '' }))}<a href="${escapeHtml(order.online_url)}">${escapeHtml(order.online_url)}</a></p>` : ''
  const inline = new Set(attachments.flatMap((a) => (a.contentId ? [a.contentId] : [])))
  const items = order.tickets.map((ticket) => {
    const cid = computeTicketQrContentId(ticket.printed_code)
    const line = escapeHtml(ticketLine(ticket))
    return inline.has(cid) ? `<li>${line}<br><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(t('order.qrAlt', { code: ticket.printed_code }))}" width="200" height="200"></li>` : `<li>${line}</li>`
  })
  const html = `<p>${escapeHtml(greeting)}</p><p>${intro}</p><p>${escapeHtml(when)}</p>${whereHtml}${online}<ul>${items.join('')}</ul><p><a href="${escapeHtml(order.url)}">${escapeHtml(t('order.viewLink'))}</a></p><p>${escapeHtml(t('reminder.why'))}</p>`
  return { kind: 'order-reminder', to: order.buyer.email ?? '', subject: t('reminder.subject', { event: name, soon }), text, html, attachments, correlationId: `order:${order.id}` }
}
