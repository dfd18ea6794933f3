// The emails of ticketing (issue 19 §5, §4, §9): plain text first, with the event's time in its own time
// zone, the zone named, so that a buyer abroad reads the right hour. Issue 25: in the recipient's language
// (the locale recorded with the order or wait-list entry; English when none), from the `mail` catalog.
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import { formatMoney } from '@/core/money/money'
import { escapeHtml } from '@/core/shared/escape-html'
import { formatEventTime } from './event-time-text'
import type { OrderJson } from './order-json'
import { computeTicketVoidReason } from './ticket-entry'

export type EmailEvent = { id: number; name: string; startAt: Date; endAt: Date; timeZone: string }

/**
 * `locale`: the order's (`de_DE`), null for English. A ticket that does not admit is listed with its mark
 * ("Refunded – not valid for entry") instead of its code (ticket-entry.ts, issue 36); the caller attaches
 * QR images for the tickets that admit only.
 */
export function computeOrderConfirmationEmail(
  order: OrderJson,
  event: EmailEvent,
  attachments: NonNullable<EmailMessage['attachments']>,
  locale: string | null = null,
): EmailMessage {
  const { t, markup, localeTag } = mailWords(locale)
  const when = formatEventTime(event.startAt, event.timeZone, localeTag)
  const money = (minor: number) => formatMoney(minor, order.currency, localeTag)
  const ticketLines = order.tickets.map((ticket) => {
    const name = order.lines.find((l) => l.ticket_class_id === ticket.ticket_class_id)?.name ?? t('order.ticket')
    const reason = computeTicketVoidReason(ticket.status)
    if (reason !== null) {
      const mark = t(`order.voidMark.${reason}`)
      return ticket.attendee_name
        ? t('order.voidTicketLineFor', { ticket: name, attendee: ticket.attendee_name, mark })
        : t('order.voidTicketLine', { ticket: name, mark })
    }
    return ticket.attendee_name
      ? t('order.ticketLineFor', { ticket: name, attendee: ticket.attendee_name, code: ticket.printed_code })
      : t('order.ticketLine', { ticket: name, code: ticket.printed_code })
  })
  const greeting = order.buyer.name ? t('hi', { name: order.buyer.name }) : t('hiThere')
  const text = [
    greeting,
    '',
    t('order.confirmed', { orderId: order.id, event: event.name }),
    t('when', { when }),
    // Online events: the joining link goes to ticket holders only (issue 19 §6), in their own email.
    ...(order.online_url ? [t('order.joinOnline', { url: order.online_url })] : []),
    '',
    t('order.tickets'),
    ...ticketLines.map((line) => `- ${line}`),
    '',
    t('order.subtotal', { amount: money(order.subtotal) }),
    ...(order.discount > 0 ? [t('order.discount', { amount: money(order.discount) })] : []),
    t('order.fees', { amount: money(order.fees) }),
    t('order.total', { amount: money(order.total) }),
    '',
    t('order.view', { url: order.url }),
  ].join('\n')
  const confirmed = markup('order.confirmedHtml', { orderId: order.id, event: escapeHtml(event.name) }, { strong: (chunks) => `<strong>${chunks}</strong>` })
  const online = order.online_url ? `<p>${escapeHtml(t('order.joinOnline', { url: '' }))}<a href="${escapeHtml(order.online_url)}">${escapeHtml(order.online_url)}</a></p>` : ''
  const html = `<p>${escapeHtml(greeting)}</p><p>${confirmed}</p><p>${escapeHtml(t('when', { when }))}</p>${online}<ul>${ticketLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(t('order.total', { amount: money(order.total) }))}</p><p><a href="${escapeHtml(order.url)}">${escapeHtml(t('order.viewLink'))}</a></p>`
  return {
    kind: 'order-confirmation',
    to: order.buyer.email ?? '',
    subject: t('order.subject', { event: event.name }),
    text,
    html,
    attachments,
    correlationId: `order:${order.id}`,
  }
}

/** `locale`: the wait-list entry's, null for English. */
export function computeWaitlistOfferEmail(input: { to: string; event: EmailEvent; className: string; quantity: number; orderUrl: string; expiresAt: Date; orderId: number; locale?: string | null }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const until = formatEventTime(input.expiresAt, input.event.timeZone, localeTag)
  return {
    kind: 'waitlist-offer',
    to: input.to,
    subject: t('waitlist.subject', { event: input.event.name }),
    text: [
      t('waitlist.held', { quantity: input.quantity, ticketClass: input.className, event: input.event.name }),
      t('when', { when: formatEventTime(input.event.startAt, input.event.timeZone, localeTag) }),
      '',
      t('waitlist.complete', { until, url: input.orderUrl }),
      t('waitlist.after'),
    ].join('\n'),
    correlationId: `order:${input.orderId}`,
  }
}

/** `amountMinor` in `currency`, written in the order's `locale` (English when null). */
export function computeLatePaymentRefundEmail(input: { to: string; event: EmailEvent; orderId: number; amountMinor: number; currency: string; locale?: string | null }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const amount = formatMoney(input.amountMinor, input.currency, localeTag)
  return orderMessage('payment-refunded', input, t('latePayment.subject', { event: input.event.name }), [t('latePayment.arrived', { amount, orderId: input.orderId }), t('latePayment.refunded')])
}

export function computeRefundConfirmationEmail(input: { to: string; event: EmailEvent; orderId: number; amountMinor: number; currency: string; locale?: string | null }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  return {
    kind: 'order-refund',
    to: input.to,
    subject: t('refund.subject', { event: input.event.name }),
    text: t('refund.done', { orderId: input.orderId, amount: formatMoney(input.amountMinor, input.currency, localeTag) }),
    correlationId: `order:${input.orderId}`,
  }
}

/**
 * The organizer called the event off (issue 20): when it was planned, what of the order goes back (all of
 * it, the rest of a partly refunded one, or nothing for a free order), and that the tickets no longer
 * admit. In the buyer's language (the locale of the page the order was made on, issue 25).
 */
export function computeEventCancelledEmail(input: {
  to: string
  event: EmailEvent
  orderId: number
  /** What this cancellation returns. */
  amountMinor: number
  /** What had been refunded before it. */
  refundedBeforeMinor: number
  currency: string
  locale?: string | null
}): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const amount = formatMoney(input.amountMinor, input.currency, localeTag)
  return orderMessage('event-cancelled', input, t('cancelled.subject', { event: input.event.name }), [
    t('cancelled.planned', { event: input.event.name, when: formatEventTime(input.event.startAt, input.event.timeZone, localeTag) }),
    input.amountMinor <= 0
      ? t('cancelled.orderCancelled', { orderId: input.orderId })
      : input.refundedBeforeMinor > 0
        ? t('cancelled.restRefunded', { orderId: input.orderId, amount })
        : t('cancelled.refunded', { orderId: input.orderId, amount }),
    t('cancelled.invalid'),
  ])
}

/** A plain-text email about one order, threaded by the order (its correlation id). */
function orderMessage(kind: string, input: { to: string; orderId: number }, subject: string, lines: string[]): EmailMessage {
  return { kind, to: input.to, subject, text: lines.join('\n'), correlationId: `order:${input.orderId}` }
}
