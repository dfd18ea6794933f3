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
  findTicketsByOrderId,
  setPaymentStatus,
  setTicketsRefunded,
  updateOrder,
} from './orders-repository'
import { assertRefundAllowed, computeTicketRefundShares } from './refund-rules'
import { computeRefundConfirmationEmail } from './ticketing-emails'
import type { TicketingDeps } from './ticketing-deps'

/**
 * An attendee's refund request (issue 19 §8), granted at once where the event's refund policy allows
 * (refund-rules.ts): the tickets stop checking in, their seats go back to the class (and its wait-list),
 * the payment is returned through the Payments port after the commit, and the buyer is emailed.
 * `ticketIds` refunds only those tickets (a partial refund: the order becomes `partially_refunded` until
 * its last valid ticket goes); each ticket returns its share of the total (refund-rules.ts).
 */
export async function requestRefund(deps: TicketingDeps, input: { orderId: number; actor: OrderActor; ticketIds?: number[] }): Promise<{ order: OrderJson; refund: { status: 'granted'; amount: number; currency: string } }> {
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
    const all = await findTicketsByOrderId(tx, order.id)
    const shares = computeTicketRefundShares(order.totalMinor, all, lines)
    const valid = all.filter((t) => t.status === 'valid')
    const wanted = input.ticketIds ? valid.filter((t) => input.ticketIds?.includes(t.id)) : valid
    if (input.ticketIds && (wanted.length !== new Set(input.ticketIds).size || wanted.length === 0)) {
      throw new AppError('INVALID_ARGUMENT', 'Choose valid tickets of this order.', { ticket_ids: ['Each must be a valid (not refunded) ticket of this order.'] })
    }
    await lockTicketClassesWithAvailability(tx, wanted.map((t) => t.ticketClassId), now)
    const refundedIds = await setTicketsRefunded(tx, order.id, wanted.map((t) => t.id))
    for (const t of wanted) await addSold(tx, t.ticketClassId, -1)
    const amount = all.reduce((sum, t, i) => sum + (refundedIds.includes(t.id) ? (shares[i] ?? 0) : 0), 0)
    const whole = wanted.length === valid.length
    await updateOrder(tx, order.id, { status: whole ? 'refunded' : 'partially_refunded' })
    const settled = await findSucceededPaymentByOrderId(tx, order.id)
    // The payment reads refunded once nothing of it is kept; a partial refund leaves it succeeded.
    if (settled && whole) await setPaymentStatus(tx, settled.id, 'refunded')
    const payment = settled && amount > 0 ? settled : null
    if (order.buyerEmail) {
      await enqueueEmail(tx, computeRefundConfirmationEmail({ to: order.buyerEmail, event, orderId: order.id, amount: formatMoney(amount, order.currency) }))
    }
    for (const classId of new Set(wanted.map((t) => t.ticketClassId))) await offerWaitlistTickets(tx, deps, classId)
    return { payment, amount, currency: order.currency }
  })
  if (result.payment) await deps.payments.refund({ reference: result.payment.providerReference, amountMinor: result.amount, currency: result.payment.currency, correlationId: currentCorrelationId() })
  const after = await findOrderById(deps.db, input.orderId)
  if (!after) throw new AppError('NOT_FOUND', 'There is no such order.')
  // Counted after the commit (issue 24).
  metrics.order(after.status === 'refunded' ? 'refunded' : 'partially_refunded')
  metrics.refund('requested')
  return { order: await loadOrderJson(deps.db, deps, after), refund: { status: 'granted', amount: result.amount, currency: result.currency } }
}
