// The emails of ticketing (issue 19 §5, §4, §9): plain text first, with the event's time in its own time
// zone, the zone named, so that a buyer abroad reads the right hour. Issue 25: in the recipient's language
// (the locale recorded with the order or wait-list entry; English when none), from the `mail` catalog.
import type { EmailMessage } from '@/core/mail/email-message'
import { mailWords } from '@/core/mail/mail-texts'
import { formatMoneyExact, type MoneyJson } from '@/core/money/money'
import { escapeHtml } from '@/core/shared/escape-html'
import { cachedNumberFormat } from '@/core/shared/intl-cache'
import { formatEventTime } from './event-time-text'
import type { OrderJson } from './order-json'
import { computeTicketVoidReason } from './ticket-entry'
import { computeCalendarPath, computeEventPlaceJson, type EventPlace } from './event-place'

/** `place`: where it is, when known (a snapshot queued before issue 38 point 5 has none). */
export type EmailEvent = { id: number; name: string; startAt: Date; endAt: Date; timeZone: string; place?: EventPlace }

/** The Content-ID of a ticket's QR image: the HTML shows it inline, and the same image is attached. */
export function computeTicketQrContentId(printedCode: string): string {
  return `ticket-${printedCode}@tessera`
}

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
  // The order's money objects carry an English `display`: the email writes each in the buyer's locale,
  // every amount with its decimals ("$130.00") as the order page writes them (issue 38 point 5).
  const money = (amount: MoneyJson) => formatMoneyExact(amount.value, amount.currency, localeTag)
  // Where: the venue and a map link, or online (its link is the joining line below, ticket holders only).
  const place = event.place ? computeEventPlaceJson(event.place) : null
  const venue = place?.venue ?? null
  const whereText = venue ? t('order.where', { place: `${venue.name}, ${venue.address}` }) : place?.online ? t('order.where', { place: t('order.online') }) : null
  const calendarUrl = order.event_url ? new URL(computeCalendarPath(order.event_url), order.url).toString() : null
  const inline = new Set(attachments.flatMap((a) => (a.contentId ? [a.contentId] : [])))
  const rate = cachedNumberFormat(localeTag, { maximumFractionDigits: 3 }).format(Number(order.tax_rate_percent))
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
  const discountLine = order.discount_code ? t('order.promoDiscount', { code: order.discount_code, amount: money(order.discount) }) : t('order.discount', { amount: money(order.discount) })
  // The receipt's signed path on the site the order's own link points at (SITE_URL).
  const receiptUrl = order.receipt_url ? new URL(order.receipt_url, order.url).toString() : null
  const text = [
    greeting,
    '',
    t('order.confirmed', { orderId: order.id, event: event.name }),
    t('when', { when }),
    ...(whereText ? [whereText] : []),
    ...(venue ? [t('order.map', { url: venue.map_url })] : []),
    // Online events: the joining link goes to ticket holders only (issue 19 §6), in their own email.
    ...(order.online_url ? [t('order.joinOnline', { url: order.online_url })] : []),
    ...(calendarUrl ? [t('order.calendar', { url: calendarUrl })] : []),
    '',
    t('order.tickets'),
    ...ticketLines.map((line) => `- ${line}`),
    '',
    t('order.subtotal', { amount: money(order.subtotal) }),
    // A typed promo code is named, so the buyer sees which code saved what (issue 38 point 8).
    ...(order.discount.value > 0 ? [discountLine] : []),
    t('order.fees', { amount: money(order.fees) }),
    ...(order.tax.value > 0 && order.tax_mode === 'added' ? [t('order.taxAdded', { rate, amount: money(order.tax) })] : []),
    t('order.total', { amount: money(order.total) }),
    ...(order.tax.value > 0 && order.tax_mode === 'included' ? [t('order.taxIncluded', { rate, amount: money(order.tax) })] : []),
    '',
    t('order.view', { url: order.url }),
    ...(receiptUrl ? [t('order.receipt', { url: receiptUrl })] : []),
  ].join('\n')
  const confirmed = markup('order.confirmedHtml', { orderId: order.id, event: escapeHtml(event.name) }, { strong: (chunks) => `<strong>${chunks}</strong>` })
  const online = order.online_url ? `<p>${escapeHtml(t('order.joinOnline', { url: '' }))}<a href="${escapeHtml(order.online_url)}">${escapeHtml(order.online_url)}</a></p>` : ''
  const whereHtml = venue
    ? `<p>${escapeHtml(t('order.where', { place: `${venue.name}, ${venue.address}` }))} <a href="${escapeHtml(venue.map_url)}">${escapeHtml(t('order.mapLink'))}</a></p>`
    : whereText
      ? `<p>${escapeHtml(whereText)}</p>`
      : ''
  const calendarHtml = calendarUrl ? `<p><a href="${escapeHtml(calendarUrl)}">${escapeHtml(t('order.calendarLink'))}</a></p>` : ''
  // Each admitting ticket's QR code shows in the message itself, from the attached image (cid:), so it
  // is there to scan at the door without opening an attachment.
  const ticketItems = order.tickets.map((ticket, i) => {
    const cid = computeTicketQrContentId(ticket.printed_code)
    const line = escapeHtml(ticketLines[i] ?? '')
    return inline.has(cid) && computeTicketVoidReason(ticket.status) === null
      ? `<li>${line}<br><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(t('order.qrAlt', { code: ticket.printed_code }))}" width="200" height="200"></li>`
      : `<li>${line}</li>`
  })
  const html = `<p>${escapeHtml(greeting)}</p><p>${confirmed}</p><p>${escapeHtml(t('when', { when }))}</p>${whereHtml}${online}${calendarHtml}<ul>${ticketItems.join('')}</ul>${order.discount.value > 0 ? `<p>${escapeHtml(discountLine)}</p>` : ''}<p>${escapeHtml(t('order.total', { amount: money(order.total) }))}</p><p><a href="${escapeHtml(order.url)}">${escapeHtml(t('order.viewLink'))}</a></p>${receiptUrl ? `<p><a href="${escapeHtml(receiptUrl)}">${escapeHtml(t('order.receiptLink'))}</a></p>` : ''}`
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

/**
 * A payment that arrived after its hold lapsed, given back: the tickets were sold meanwhile, or (with
 * `usedUpCode`) the order's discount was used up by others (decision 047; '' names no code). `amountMinor`
 * in `currency`, written in the order's `locale` (English when null).
 */
export function computeLatePaymentRefundEmail(input: {
  to: string
  event: EmailEvent
  orderId: number
  amountMinor: number
  currency: string
  locale?: string | null
  usedUpCode?: string | null
}): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const amount = formatMoneyExact(input.amountMinor, input.currency, localeTag)
  const why =
    input.usedUpCode === undefined || input.usedUpCode === null
      ? [t('latePayment.arrived', { amount, orderId: input.orderId }), t('latePayment.refunded')]
      : [t('latePayment.arrivedCodeUsedUp', { amount, orderId: input.orderId, code: input.usedUpCode || 'none' }), t('latePayment.refunded'), t('latePayment.orderAgain')]
  return orderMessage('payment-refunded', input, t('latePayment.subject', { event: input.event.name }), why)
}

export function computeRefundConfirmationEmail(input: { to: string; event: EmailEvent; orderId: number; amountMinor: number; currency: string; locale?: string | null }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  return {
    kind: 'order-refund',
    to: input.to,
    subject: t('refund.subject', { event: input.event.name }),
    text: t('refund.done', { orderId: input.orderId, amount: formatMoneyExact(input.amountMinor, input.currency, localeTag) }),
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
  /** A registration awaiting approval (decision 064): the card authorisation released with it. */
  releasedMinor?: number
  currency: string
  locale?: string | null
}): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const amount = formatMoneyExact(input.amountMinor, input.currency, localeTag)
  const released = input.releasedMinor ? [t('approval.declinedCard', { amount: formatMoneyExact(input.releasedMinor, input.currency, localeTag) })] : []
  return orderMessage('event-cancelled', input, t('cancelled.subject', { event: input.event.name }), [
    t('cancelled.planned', { event: input.event.name, when: formatEventTime(input.event.startAt, input.event.timeZone, localeTag) }),
    input.amountMinor <= 0
      ? t('cancelled.orderCancelled', { orderId: input.orderId })
      : input.refundedBeforeMinor > 0
        ? t('cancelled.restRefunded', { orderId: input.orderId, amount })
        : t('cancelled.refunded', { orderId: input.orderId, amount }),
    ...released,
    t('cancelled.invalid'),
  ])
}

/** A plain-text email about one order, threaded by the order (its correlation id). */
function orderMessage(kind: string, input: { to: string; orderId: number }, subject: string, lines: string[]): EmailMessage {
  return { kind, to: input.to, subject, text: lines.join('\n'), correlationId: `order:${input.orderId}` }
}

/** "Find my tickets" (issue 38 §3): the link to every order of the address, good for `hours`. */
export function computeOrderLookupEmail(input: { to: string; url: string; hours: number; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  return {
    kind: 'order-lookup',
    to: input.to,
    subject: t('lookup.subject'),
    text: [t('hiThere'), '', t('lookup.link', { hours: input.hours }), '', input.url, '', t('lookup.ignore')].join('\n'),
  }
}

type WaitlistEmailInput = { to: string; event: EmailEvent; className: string; quantity: number; locale?: string | null }

// The wait-list's emails to an entry's address share their shape: a greeting, what the entry is, the
// event's time, then what comes next. `locale`: the entry's.
function waitlistEmail(kind: string, input: WaitlistEmailInput, words: (t: ReturnType<typeof mailWords>['t']) => { subject: string; about: string; next: string[] }): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const { subject, about, next } = words(t)
  return {
    kind,
    to: input.to,
    subject,
    text: [t('hiThere'), '', about, t('when', { when: formatEventTime(input.event.startAt, input.event.timeZone, localeTag) }), '', ...next].join('\n'),
  }
}

/**
 * Asks the address given to a wait-list to confirm it (decision 048). The address may be anyone's, so the
 * email says only what its owner needs to decide: the event, the tickets and the link; never the name or
 * anything else the joiner typed (issue 39 finding 7).
 */
export function computeWaitlistConfirmEmail(input: WaitlistEmailInput & { confirmUrl: string }): EmailMessage {
  return waitlistEmail('waitlist-confirm', input, (t) => ({
    subject: t('waitlist.confirmSubject', { event: input.event.name }),
    about: t('waitlist.confirmAsked', { quantity: input.quantity, ticketClass: input.className, event: input.event.name }),
    next: [t('waitlist.confirmLink', { url: input.confirmUrl }), t('waitlist.confirmIgnore')],
  }))
}

/** Sent once the address is confirmed (decision 048): the place in line and what happens next (issue 38 §7). */
export function computeWaitlistJoinedEmail(input: WaitlistEmailInput & { position: number; offerHours: number }): EmailMessage {
  return waitlistEmail('waitlist-joined', input, (t) => ({
    subject: t('waitlist.joinedSubject', { event: input.event.name }),
    about: t('waitlist.joined', { quantity: input.quantity, ticketClass: input.className, event: input.event.name, position: input.position }),
    next: [t('waitlist.joinedNext', { hours: input.offerHours })],
  }))
}

/**
 * A refund asked for through the order's link waits for the buyer (decision 051): what was asked (the
 * tickets and amount), and the one-use link that carries it out. Our words only: the reason typed through
 * the link goes to the organizer, not here.
 */
export function computeOrderActionConfirmEmail(input: {
  to: string
  orderId: number
  eventName: string
  tickets: string
  amountMinor: number
  currency: string
  url: string
  minutes: number
  locale?: string | null
}): EmailMessage {
  const { t, localeTag } = mailWords(input.locale)
  const amount = formatMoneyExact(input.amountMinor, input.currency, localeTag)
  return orderMessage('order-action-confirmation', input, t('orderLinks.confirmSubject', { order: input.orderId }), [
    t('hiThere'),
    '',
    t('orderLinks.confirmAsked', { order: input.orderId, event: input.eventName, tickets: input.tickets, amount }),
    '',
    t('orderLinks.confirmOpen', { minutes: input.minutes }),
    '',
    input.url,
    '',
    t('orderLinks.confirmIgnore'),
  ])
}

/** After "Turn off old links" (decision 051): the order's new link, to the buyer only. */
export function computeOrderNewLinkEmail(input: { to: string; orderId: number; eventName: string; url: string; locale?: string | null }): EmailMessage {
  const { t } = mailWords(input.locale)
  return orderMessage('order-link', input, t('orderLinks.newLinkSubject', { order: input.orderId }), [
    t('hiThere'),
    '',
    t('orderLinks.newLinkIntro', { order: input.orderId, event: input.eventName }),
    '',
    input.url,
    '',
    t('orderLinks.newLinkKeep'),
  ])
}
