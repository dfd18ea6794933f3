// The organizer's decision on a registration awaiting approval (decision 064), inside the caller's
// transaction with the order's row locked: approving issues the tickets, records the captured payment and
// its ledger transaction exactly as a purchase does, and sends the ordinary confirmation; declining (or
// the buyer withdrawing, or the time limit passing) frees the seats through the inventory's one owner,
// offers them to the wait-list, marks the authorisation released and tells the buyer. The provider is
// asked to capture before and to release after these transactions (approve-order.ts, decline-order.ts).
import { computePaymentPosting } from '@/core/ledger/ledger-postings'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import type { Db } from '@/db/create-db'
import { computeApprovalDeclinedEmail, computeApprovalEmailEvent } from './approval-emails'
import { findAuthorizedPaymentByOrderId } from './approval-repository'
import { computeConfirmationEmail } from './confirmation-email'
import { computeNewTickets } from './fulfil-order'
import { addSold } from './inventory-repository'
import { loadOrderJson } from './load-order-json'
import { offerWaitlistTickets } from './offer-waitlist-tickets'
import { moveOrder } from './order-lifecycle'
import type { OrderMoveActor } from './order-state'
import { findEventForTicketing, findOrderLinesByOrderId, releaseDiscountUse, type OrderRow } from './orders-repository'
import { setPaymentStatus, type PaymentRow } from './payments-repository'
import { allocateTicketIds, insertTickets } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

/**
 * Approves `order` (pending_approval, locked): its seats are already in `sold`, so only the tickets are
 * issued. `captured`: the authorisation whose money the provider took (null for a free registration).
 */
export async function approveInTransaction(
  tx: Db,
  deps: TicketingDeps,
  order: OrderRow,
  captured: PaymentRow | null,
  by: { actor: OrderMoveActor; message: string | null },
): Promise<void> {
  const now = deps.clock.now()
  const lines = await findOrderLinesByOrderId(tx, order.id)
  const ids = await allocateTicketIds(tx, lines.reduce((n, l) => n + l.quantity, 0))
  await insertTickets(tx, computeNewTickets(order, lines, ids, now))
  const event = await findEventForTicketing(tx, order.eventId)
  const details = { ...(captured ? { provider: captured.provider, reference: captured.providerReference } : {}), ...(by.message ? { message: by.message } : {}) }
  await moveOrder(
    tx,
    order,
    'paid',
    { actor: by.actor, reason: 'approved_by_organizer', at: now, amountMinor: captured?.amountMinor ?? 0, details: Object.keys(details).length > 0 ? details : null },
    { paidAt: now },
    // The money enters the ledger now, as any payment's does; nothing was recorded while only authorised.
    captured && event ? computePaymentPosting(order, event.organizerId) : null,
  )
  if (captured) await setPaymentStatus(tx, captured.id, 'succeeded')
  const paid: OrderRow = { ...order, status: 'paid', paidAt: now }
  if (event && paid.buyerEmail) await enqueueEmail(tx, computeConfirmationEmail(await loadOrderJson(tx, deps, paid), event, now, paid.locale), { moneyMoved: paid.totalMinor > 0 })
}

export type Withdrawal = {
  actor: OrderMoveActor
  /** Declined by the organizer, withdrawn by the buyer or an organizer's cancel, or left undecided too long. */
  reason: 'declined_by_organizer' | 'cancelled_by_buyer' | 'cancelled_by_organizer' | 'event_cancelled' | 'approval_lapsed'
  message: string | null
}

/**
 * Ends `order` (pending_approval, locked) undecided or declined: cancelled, or expired for the time limit.
 * Its seats leave `sold` and go to the wait-list (unless the event itself is cancelled); the authorisation
 * is marked released, to be released at the provider after the commit (answered here); the buyer is told,
 * with the organizer's message, except when they withdrew themselves or the event was cancelled (its own
 * email says so). A promo code's use goes back to the code: the registration never became an order.
 */
export async function withdrawInTransaction(tx: Db, deps: TicketingDeps, order: OrderRow, by: Withdrawal): Promise<PaymentRow | null> {
  const now = deps.clock.now()
  const lapsed = by.reason === 'approval_lapsed'
  await moveOrder(tx, order, lapsed ? 'expired' : 'cancelled', { actor: by.actor, reason: by.reason, at: now, amountMinor: 0, details: by.message ? { message: by.message } : null })
  const lines = await findOrderLinesByOrderId(tx, order.id)
  for (const line of [...lines].sort((a, b) => a.ticketClassId - b.ticketClassId)) await addSold(tx, line.ticketClassId, -line.quantity)
  if (by.reason !== 'event_cancelled') for (const line of lines) await offerWaitlistTickets(tx, deps, line.ticketClassId)
  if (order.discountId !== null) await releaseDiscountUse(tx, order.discountId, order.id)
  const authorisation = await findAuthorizedPaymentByOrderId(tx, order.id)
  if (authorisation) await setPaymentStatus(tx, authorisation.id, 'released')
  const event = await findEventForTicketing(tx, order.eventId)
  // The buyer who withdrew knows; a cancelled event's buyers are told the event is off (cancel-event.ts).
  if (event && order.buyerEmail && by.reason !== 'cancelled_by_buyer' && by.reason !== 'event_cancelled') {
    await enqueueEmail(
      tx,
      computeApprovalDeclinedEmail({
        to: order.buyerEmail,
        event: computeApprovalEmailEvent(event),
        orderId: order.id,
        authorizedMinor: authorisation ? authorisation.amountMinor : null,
        currency: order.currency,
        locale: order.locale,
        message: by.message,
        lapsed,
      }),
      { moneyMoved: authorisation !== null },
    )
  }
  return authorisation
}
