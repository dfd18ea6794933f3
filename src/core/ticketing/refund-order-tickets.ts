import { AppError } from '@/core/shared/app-error'
import { computeRefundPosting } from '@/core/ledger/ledger-postings'
import { findRefundedSoFar } from '@/core/ledger/ledger-repository'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import type { Db } from '@/db/create-db'
import type { EmailMessage } from '@/core/mail/email-message'
import { issueCreditNoteInTransaction } from './issue-credit-note'
import { loadOrderJson } from './load-order-json'
import type { OrderJson } from './order-json'
import { offerWaitlistTickets } from './offer-waitlist-tickets'
import { addSold, lockTicketClassesWithAvailability } from './inventory-repository'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'
import { findEventForTicketing, findOrderById, findOrderLinesByOrderId, type EventForTicketing, type OrderRow } from './orders-repository'
import { findSucceededPaymentByOrderId, setPaymentStatus, type PaymentRow } from './payments-repository'
import { findTicketsByOrderId } from './tickets-repository'
import { moveOrder, moveTickets } from './order-lifecycle'
import type { OrderMoveActor } from './order-state'
import { computeTicketRefundShares } from './refund-rules'
import { computeRefundConfirmationEmail } from './ticketing-emails'
import type { TicketingDeps } from './ticketing-deps'

/** What the API answers for a refund: `amount` in the money shape (issue 37 point 6), `currency` beside it as before. */
export type RefundResult = { order: OrderJson; refund: { status: 'granted'; amount: MoneyJson; currency: string } }

/**
 * Who may refund, and under which rule, decided inside the refund's transaction once the order and its
 * event are locked and read: an attendee under the event's refund policy (request-refund.ts), the
 * organizer whatever the policy (refund-order-by-organizer.ts). Throws to refuse; a missing order reaches
 * it as null so that each caller answers 404 in its own words.
 */
export type RefundAuthorization = (tx: Db, order: OrderRow | null, event: EventForTicketing | null, now: Date) => Promise<unknown>

/** Who refunds and why, for the order's and its tickets' trail entries. */
export type RefundBy = { actor: OrderMoveActor; reason: 'refund_by_buyer' | 'refund_by_organizer' | 'event_cancelled' }

/** What a refund inside a transaction did; the provider is paid back after the commit. */
export type RefundInTransaction = { amount: number; currency: string; payment: PaymentRow | null; whole: boolean }

/**
 * The one refund path (issue 19 §8, issue 20's dashboard, issue 36): the chosen tickets (all valid ones
 * when `ticketIds` is absent) stop checking in, their seats go back to the class (and, unless the event is
 * gone, to its wait-list), and the buyer is emailed (`notify` writes the email for the amount returned).
 * Each ticket returns its share of the total (refund-rules.ts); the order is `partially_refunded` until
 * its last valid ticket goes. Runs inside the caller's transaction with the order's row locked; the money
 * goes back through the Payments port after the commit (`returnRefundedMoney`).
 */
export async function refundTicketsInTransaction(
  tx: Db,
  deps: TicketingDeps,
  input: { order: OrderRow; ticketIds?: number[]; by: RefundBy; notify: (amountMinor: number) => EmailMessage | null; offerFreedSeats: boolean },
): Promise<RefundInTransaction> {
  const { order } = input
  const now = deps.clock.now()
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
  const refundedIds = await moveTickets(tx, order, wanted.map((t) => t.id), 'refunded', { ...input.by, at: now })
  for (const t of wanted) await addSold(tx, t.ticketClassId, -1)
  // A sold-out class with seats again counts in the event's price summary once more (decision 052).
  await refreshEventPriceSummaries(tx, [order.eventId], now)
  const amount = all.reduce((sum, t, i) => sum + (refundedIds.includes(t.id) ? (shares[i] ?? 0) : 0), 0)
  const whole = wanted.length === valid.length
  // The money back comes out of the organizer's ticket money and Tessera's fees in proportion (ledger).
  const event = await findEventForTicketing(tx, order.eventId)
  const posting = event ? computeRefundPosting(order, event.organizerId, amount, await findRefundedSoFar(tx, order.id), whole) : null
  await moveOrder(
    tx,
    order,
    whole ? 'refunded' : 'partially_refunded',
    { ...input.by, at: now, amountMinor: amount, details: { ticket_ids: refundedIds } },
    { refundedMinor: order.refundedMinor + amount },
    posting,
  )
  // An invoiced order's refund is a credit note in the organizer's books, issued with the refund.
  await issueCreditNoteInTransaction(tx, { order, amountMinor: amount, now })
  const settled = await findSucceededPaymentByOrderId(tx, order.id)
  // The payment reads refunded once nothing of it is kept; a partial refund leaves it succeeded.
  if (settled && whole) await setPaymentStatus(tx, settled.id, 'refunded')
  const email = input.notify(amount)
  if (email) await enqueueEmail(tx, email)
  if (input.offerFreedSeats) for (const classId of new Set(wanted.map((t) => t.ticketClassId))) await offerWaitlistTickets(tx, deps, classId)
  return { amount, currency: order.currency, payment: settled && amount > 0 ? settled : null, whole }
}

/** After the refund's commit: the money goes back through the Payments port, and the refund is counted. */
export async function returnRefundedMoney(deps: TicketingDeps, refund: RefundInTransaction, reason: 'requested' | 'event_cancelled'): Promise<void> {
  if (refund.payment) {
    await deps.payments.refund({ reference: refund.payment.providerReference, amountMinor: refund.amount, currency: refund.payment.currency, correlationId: currentCorrelationId() })
  }
  // Counted after the commit (issue 24).
  metrics.order(refund.whole ? 'refunded' : 'partially_refunded')
  metrics.refund(reason)
}

/** A buyer's or an organizer's refund of an order, or of some of its tickets, in a transaction of its own. */
export async function refundOrderTickets(
  deps: TicketingDeps,
  input: {
    orderId: number
    ticketIds?: number[]
    by: RefundBy
    authorize: RefundAuthorization
  },
): Promise<RefundResult> {
  const now = deps.clock.now()
  const result = await deps.db.transaction(async (tx) => {
    const found = await findOrderById(tx, input.orderId, true)
    const event = found ? await findEventForTicketing(tx, found.eventId) : null
    await input.authorize(tx, found, event, now)
    if (!found || !event) throw new AppError('NOT_FOUND', 'There is no such order.')
    const order = found
    return refundTicketsInTransaction(tx, deps, {
      order,
      ...(input.ticketIds ? { ticketIds: input.ticketIds } : {}),
      by: input.by,
      offerFreedSeats: true,
      notify: (amountMinor) =>
        order.buyerEmail ? computeRefundConfirmationEmail({ to: order.buyerEmail, event, orderId: order.id, amountMinor, currency: order.currency, locale: order.locale }) : null,
    })
  })
  await returnRefundedMoney(deps, result, 'requested')
  const after = await findOrderById(deps.db, input.orderId)
  if (!after) throw new AppError('NOT_FOUND', 'There is no such order.')
  return { order: await loadOrderJson(deps.db, deps, after), refund: { status: 'granted', amount: computeMoneyJson(result.amount, result.currency), currency: result.currency } }
}
