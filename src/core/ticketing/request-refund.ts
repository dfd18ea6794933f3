import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { formatMoney } from '@/core/events/price-text'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, type OrderActor } from './order-access'
import type { OrderJson } from './order-json'
import { offerWaitlistTickets } from './offer-waitlist-tickets'
import {
  addSold,
  findEventForTicketing,
  findOrderById,
  findOrderLinesByOrderId,
  findSucceededPaymentByOrderId,
  lockTicketClassesWithAvailability,
  setPaymentStatus,
  setTicketsStatusByOrderId,
  updateOrder,
} from './orders-repository'
import { assertRefundAllowed } from './refund-rules'
import { computeRefundConfirmationEmail } from './ticketing-emails'
import type { TicketingDeps } from './ticketing-deps'

/**
 * An attendee's refund request (issue 19 §8), granted at once where the event's refund policy allows
 * (refund-rules.ts): the tickets stop checking in, their seats go back to the class (and its wait-list),
 * the payment is returned through the Payments port after the commit, and the buyer is emailed.
 */
export async function requestRefund(deps: TicketingDeps, input: { orderId: number; actor: OrderActor }): Promise<{ order: OrderJson; refund: { status: 'granted'; amount: number; currency: string } }> {
  const now = deps.clock.now()
  const result = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    if (order.status === 'refunded') throw new AppError('CONFLICT', 'This order has already been refunded.')
    if (order.status !== 'paid' && order.status !== 'partially_refunded') throw new AppError('CONFLICT', 'Only a paid order can be refunded.')
    const event = await findEventForTicketing(tx, order.eventId)
    if (!event) throw new AppError('NOT_FOUND', 'There is no such event.')
    assertRefundAllowed(event.refundPolicy, event.startAt, now)
    const lines = await findOrderLinesByOrderId(tx, order.id)
    await lockTicketClassesWithAvailability(tx, lines.map((l) => l.ticketClassId), now)
    for (const line of lines) await addSold(tx, line.ticketClassId, -line.quantity)
    await setTicketsStatusByOrderId(tx, order.id, 'refunded')
    await updateOrder(tx, order.id, { status: 'refunded' })
    const payment = await findSucceededPaymentByOrderId(tx, order.id)
    if (payment) await setPaymentStatus(tx, payment.id, 'refunded')
    if (order.buyerEmail) {
      await enqueueEmail(tx, computeRefundConfirmationEmail({ to: order.buyerEmail, event, orderId: order.id, amount: formatMoney(order.totalMinor, order.currency) }))
    }
    for (const line of lines) await offerWaitlistTickets(tx, deps, line.ticketClassId)
    const after = await findOrderById(tx, order.id)
    return { order: await loadOrderJson(tx, deps, after ?? order), payment, amount: order.totalMinor, currency: order.currency }
  })
  metrics.order('refunded')
  metrics.refund('requested')
  if (result.payment) await deps.payments.refund({ reference: result.payment.providerReference, amountMinor: result.payment.amountMinor, currency: result.payment.currency, correlationId: currentCorrelationId() })
  return { order: result.order, refund: { status: 'granted', amount: result.amount, currency: result.currency } }
}
