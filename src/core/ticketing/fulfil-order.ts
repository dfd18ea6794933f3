import type { Db } from '@/db/create-db'
import type { EmailAttachment } from '@/core/mail/email-message'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { formatMoney } from '@/core/events/price-text'
import { computeICalendar } from '@/core/events/icalendar'
import { computeRemaining } from './inventory'
import { loadOrderJson } from './load-order-json'
import {
  addSold,
  findEventForTicketing,
  findOrderById,
  findOrderLinesByOrderId,
  findSucceededPaymentByOrderId,
  insertPayment,
  insertTickets,
  lockTicketClassesWithAvailability,
  recordDiscountUse,
  updateOrder,
} from './orders-repository'
import { computeLatePaymentRefundEmail, computeOrderConfirmationEmail, type EmailEvent } from './ticketing-emails'
import { generateTicketCode } from './ticket-code'
import { renderTicketQrPng } from './ticket-qr'
import type { TicketingDeps } from './ticketing-deps'

export type SettledPayment = { provider: string; reference: string; amountMinor: number; currency: string }

export type FulfilOutcome =
  | { kind: 'fulfilled'; soldOutEventId: number | null }
  | { kind: 'already' }
  /** The money must go back: the hold lapsed and its tickets were sold, or the amount is not the order's. */
  | { kind: 'refund'; payment: SettledPayment; reason: 'sold_out' | 'amount_mismatch' | 'duplicate' | 'cancelled' }

/**
 * Turns a held order into a paid one inside the caller's transaction (issue 19 §4): locks the order, then
 * its classes in id order; issues one ticket per seat with a fresh code; moves the seats into `sold`;
 * counts the discount's use; records the payment; and queues the confirmation email in the same
 * transaction. Called by checkout and by the provider's callback alike: an order already paid is left as
 * it is, so a repeated, late or out-of-order confirmation never issues tickets twice. A payment landing
 * after its hold expired is honoured when the tickets are still there (pretix's re-check), else it is
 * handed back for a refund and the buyer is told (Hi.Events).
 */
export async function fulfilOrder(tx: Db, deps: TicketingDeps, orderId: number, payment: SettledPayment | null): Promise<FulfilOutcome> {
  const now = deps.clock.now()
  const order = await findOrderById(tx, orderId, true)
  if (!order) return payment ? { kind: 'refund', payment, reason: 'cancelled' } : { kind: 'already' }
  if (order.status === 'paid' || order.status === 'partially_refunded' || order.status === 'refunded') {
    if (!payment) return { kind: 'already' }
    const settled = await findSucceededPaymentByOrderId(tx, order.id)
    // A second, different successful payment for a paid order is a double charge: give it back.
    if (settled && settled.providerReference !== payment.reference) {
      await recordRefundedPayment(tx, order.id, payment, now)
      return { kind: 'refund', payment, reason: 'duplicate' }
    }
    return { kind: 'already' }
  }
  if (payment && (payment.amountMinor !== order.totalMinor || payment.currency !== order.currency)) {
    await recordRefundedPayment(tx, order.id, payment, now)
    return { kind: 'refund', payment, reason: 'amount_mismatch' }
  }
  if (order.status === 'cancelled') {
    if (!payment) return { kind: 'already' }
    await recordRefundedPayment(tx, order.id, payment, now)
    return { kind: 'refund', payment, reason: 'cancelled' }
  }
  const lines = await findOrderLinesByOrderId(tx, order.id)
  // Our own hold no longer counts once it has expired; excluding it also covers the unexpired case.
  const classes = await lockTicketClassesWithAvailability(tx, lines.map((l) => l.ticketClassId), now, order.id)
  const holdLapsed = order.status !== 'reserved' || order.expiresAt <= now
  if (holdLapsed) {
    const stillThere = lines.every((l) => {
      const c = classes.find((k) => k.id === l.ticketClassId)
      return c !== undefined && computeRemaining(c) >= l.quantity
    })
    if (!stillThere) {
      await updateOrder(tx, order.id, { status: 'expired' })
      const event = await findEventForTicketing(tx, order.eventId)
      if (payment && event && order.buyerEmail) {
        await enqueueEmail(
          tx,
          computeLatePaymentRefundEmail({ to: order.buyerEmail, event: emailEvent(event), orderId: order.id, amount: formatMoney(payment.amountMinor, payment.currency) }),
        )
      }
      if (!payment) return { kind: 'already' }
      await recordRefundedPayment(tx, order.id, payment, now)
      return { kind: 'refund', payment, reason: 'sold_out' }
    }
  }
  const attendeeNames = order.attendeeNames ?? []
  const newTickets: { orderId: number; ticketClassId: number; code: string; attendeeName: string | null; createdAt: Date }[] = []
  let soldOutEventId: number | null = null
  for (const line of lines) {
    await addSold(tx, line.ticketClassId, line.quantity)
    for (let i = 0; i < line.quantity; i++) {
      newTickets.push({ orderId: order.id, ticketClassId: line.ticketClassId, code: generateTicketCode(), attendeeName: attendeeNames[newTickets.length]?.trim() || null, createdAt: now })
    }
    const c = classes.find((k) => k.id === line.ticketClassId)
    if (c && computeRemaining(c) - line.quantity <= 0) soldOutEventId = order.eventId
  }
  await insertTickets(tx, newTickets)
  await updateOrder(tx, order.id, { status: 'paid', paidAt: now })
  if (order.discountId !== null) await recordDiscountUse(tx, order.discountId, order.id, now)
  if (payment) {
    await insertPayment(tx, { orderId: order.id, provider: payment.provider, providerReference: payment.reference, status: 'succeeded', amountMinor: payment.amountMinor, currency: payment.currency, createdAt: now })
  }
  const paid = await findOrderById(tx, order.id)
  const event = await findEventForTicketing(tx, order.eventId)
  if (paid && event && paid.buyerEmail) {
    const json = await loadOrderJson(tx, deps, paid)
    const attachments: EmailAttachment[] = []
    for (const t of json.tickets) {
      attachments.push({ filename: `ticket-${t.printed_code}.png`, contentType: 'image/png', contentBase64: (await renderTicketQrPng(t.code)).toString('base64') })
    }
    const ics = computeICalendar({
      name: event.name,
      now,
      entries: [{ uid: `order-${order.id}-event-${event.id}@tessera`, name: event.name, description: `Order #${order.id}\n${json.url}`, url: json.url, start: event.startAt, end: event.endAt, location: '', status: 'CONFIRMED' }],
    })
    attachments.push({ filename: 'event.ics', contentType: 'text/calendar', contentBase64: Buffer.from(ics).toString('base64') })
    await enqueueEmail(tx, computeOrderConfirmationEmail(json, emailEvent(event), attachments))
  }
  return { kind: 'fulfilled', soldOutEventId }
}

// The refund itself is sent after the commit (complete-order.ts settleOutcome); the record says it is owed.
async function recordRefundedPayment(tx: Db, orderId: number, payment: SettledPayment, now: Date): Promise<void> {
  await insertPayment(tx, { orderId, provider: payment.provider, providerReference: payment.reference, status: 'refunded', amountMinor: payment.amountMinor, currency: payment.currency, createdAt: now })
}

function emailEvent(e: { id: number; name: string; startAt: Date; endAt: Date; timeZone: string }): EmailEvent {
  return { id: e.id, name: e.name, startAt: e.startAt, endAt: e.endAt, timeZone: e.timeZone }
}
