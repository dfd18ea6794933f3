// The emails of ticketing (issue 19 §5, §4, §9): plain text first, with the event's time in its own time
// zone, the zone named, so that a buyer abroad reads the right hour.
import type { EmailMessage } from '@/core/mail/email-message'
import { formatMoney } from '@/core/events/price-text'
import { escapeHtml } from '@/core/shared/escape-html'
import { formatEventTime } from './event-time-text'
import type { OrderJson } from './order-json'

export type EmailEvent = { id: number; name: string; startAt: Date; endAt: Date; timeZone: string }



export function computeOrderConfirmationEmail(
  order: OrderJson,
  event: EmailEvent,
  attachments: NonNullable<EmailMessage['attachments']>,
): EmailMessage {
  const when = formatEventTime(event.startAt, event.timeZone)
  const money = (minor: number) => formatMoney(minor, order.currency)
  const ticketLines = order.tickets.map((t) => {
    const line = order.lines.find((l) => l.ticket_class_id === t.ticket_class_id)
    return `- ${line?.name ?? 'Ticket'}${t.attendee_name ? ` for ${t.attendee_name}` : ''}: ${t.printed_code}`
  })
  const text = [
    `Hi ${order.buyer.name ?? 'there'},`,
    '',
    `Your order #${order.id} for ${event.name} is confirmed.`,
    `When: ${when}`,
    // Online events: the joining link goes to ticket holders only (issue 19 §6), in their own email.
    ...(order.online_url ? [`Join online: ${order.online_url}`] : []),
    '',
    'Your tickets (each QR code is attached):',
    ...ticketLines,
    '',
    `Subtotal: ${money(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount: -${money(order.discount)}`] : []),
    `Fees: ${money(order.fees)}`,
    `Total: ${money(order.total)}`,
    '',
    `View your order and tickets: ${order.url}`,
  ].join('\n')
  const html = `<p>Hi ${escapeHtml(order.buyer.name ?? 'there')},</p><p>Your order #${order.id} for <strong>${escapeHtml(event.name)}</strong> is confirmed.</p><p>When: ${escapeHtml(when)}</p>${order.online_url ? `<p>Join online: <a href="${escapeHtml(order.online_url)}">${escapeHtml(order.online_url)}</a></p>` : ''}<ul>${ticketLines.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul><p>Total: ${escapeHtml(money(order.total))}</p><p><a href="${escapeHtml(order.url)}">View your order and tickets</a></p>`
  return {
    kind: 'order-confirmation',
    to: order.buyer.email ?? '',
    subject: `Your tickets for ${event.name}`,
    text,
    html,
    attachments,
    correlationId: `order:${order.id}`,
  }
}

export function computeWaitlistOfferEmail(input: { to: string; event: EmailEvent; className: string; quantity: number; orderUrl: string; expiresAt: Date; orderId: number }): EmailMessage {
  const until = formatEventTime(input.expiresAt, input.event.timeZone)
  return {
    kind: 'waitlist-offer',
    to: input.to,
    subject: `Tickets are available: ${input.event.name}`,
    text: [
      `Good news: ${input.quantity} "${input.className}" ${input.quantity === 1 ? 'ticket is' : 'tickets are'} now held for you for ${input.event.name}.`,
      `When: ${formatEventTime(input.event.startAt, input.event.timeZone)}`,
      '',
      `Complete your purchase before ${until}: ${input.orderUrl}`,
      'After that, the tickets go to the next person on the wait-list.',
    ].join('\n'),
    correlationId: `order:${input.orderId}`,
  }
}

export function computeLatePaymentRefundEmail(input: { to: string; event: EmailEvent; orderId: number; amount: string }): EmailMessage {
  return {
    kind: 'payment-refunded',
    to: input.to,
    subject: `Your payment for ${input.event.name} was refunded`,
    text: [
      `Your payment of ${input.amount} for order #${input.orderId} arrived after your hold on the tickets had expired, and the tickets had been sold in the meantime.`,
      'We have refunded the full amount; no tickets were issued.',
    ].join('\n'),
    correlationId: `order:${input.orderId}`,
  }
}

export function computeRefundConfirmationEmail(input: { to: string; event: EmailEvent; orderId: number; amount: string }): EmailMessage {
  return {
    kind: 'order-refund',
    to: input.to,
    subject: `Refund for ${input.event.name}`,
    text: [`Your order #${input.orderId} has been refunded (${input.amount}). Its tickets are no longer valid.`].join('\n'),
    correlationId: `order:${input.orderId}`,
  }
}
