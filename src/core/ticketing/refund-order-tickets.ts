import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import type { Db } from '@/db/create-db'
import { loadOrderJson } from './load-order-json'
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
  type EventForTicketing,
  type OrderRow,
} from './orders-repository'
import { computeTicketRefundShares } from './refund-rules'
import { computeRefundConfirmationEmail } from './ticketing-emails'
import type { TicketingDeps } from './ticketing-deps'

export type RefundResult = { order: OrderJson; refund: { status: 'granted'; amount: number; currency: string } }

/**
 * Who may refund, and under which rule, decided inside the refund's transaction once the order and its
 * event are locked and read: an attendee under the event's refund policy (request-refund.ts), the
 * organizer whatever the policy (refund-order-by-organizer.ts). Throws to refuse; a missing order reaches
 * it as null so that each caller answers 404 in its own words.
 */
export type RefundAuthorization = (tx: Db, order: OrderRow | null, event: EventForTicketing | null, now: Date) => Promise<void>

/**
 * The one refund path (issue 19 §8, issue 20's dashboard): the chosen tickets (all valid ones when
 * `ticketIds` is absent) stop checking in, their seats go back to the class (and its wait-list), the
 * payment is returned through the Payments port after the commit, and the buyer is emailed. Each ticket
 * returns its share of the total (refund-rules.ts); the order is `partially_refunded` until its last
 * valid ticket goes.
 */
export async function refundOrderTickets(deps: TicketingDeps, input: { orderId: number; ticketIds?: number[]; authorize: RefundAuthorization }): Promise<RefundResult> {
  const now = deps.clock.now()
  const result = await deps.db.transaction(async (tx) => {
    const found = await findOrderById(tx, input.orderId, true)
    const event = found ? await findEventForTicketing(tx, found.eventId) : null
    await input.authorize(tx, found, event, now)
    if (!found || !event) throw new AppError('NOT_FOUND', 'There is no such order.')
    const order = found
    if (order.status === 'refunded') throw new AppError('CONFLICT', 'This order has already been refunded.')
    if (order.status !== 'paid' && order.status !== 'partially_refunded') throw new AppError('CONFLICT', 'Only a paid order can be refunded.')
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
    await updateOrder(tx, order.id, { status: whole ? 'refunded' : 'partially_refunded', refundedMinor: order.refundedMinor + amount })
    const settled = await findSucceededPaymentByOrderId(tx, order.id)
    // The payment reads refunded once nothing of it is kept; a partial refund leaves it succeeded.
    if (settled && whole) await setPaymentStatus(tx, settled.id, 'refunded')
    const payment = settled && amount > 0 ? settled : null
    if (order.buyerEmail) {
      await enqueueEmail(tx, computeRefundConfirmationEmail({ to: order.buyerEmail, event, orderId: order.id, amountMinor: amount, currency: order.currency, locale: order.locale }))
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
