// Checkout's last step for an event or class that needs its organizer's approval (issue 40 "Approval",
// decision 064): the buyer registers, the order moves to `pending_approval` keeping its seats, a paid
// order's card is only authorised (captured on approval, approve-order.ts), and the buyer is emailed that
// the registration waits for the organizer. Nothing is issued and nothing enters the ledger yet.
import { AppError } from '@/core/shared/app-error'
import { currentCorrelationId } from '@/core/shared/request-context'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import type { Db } from '@/db/create-db'
import { computeApprovalDeadline } from './approval-rules'
import { computeApprovalEmailEvent, computeApprovalReceivedEmail } from './approval-emails'
import { chargeOrder, type ChargeActionResult } from './charge-order'
import type { CompleteOrderInput } from './complete-order'
import type { SettledPayment } from './fulfil-order'
import { computeRemaining } from './inventory'
import { addSold, lockTicketClassesWithAvailability, releaseHeld } from './inventory-repository'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, computeOrderAccessToken } from './order-access'
import type { OrderJson } from './order-json'
import { computeBuyerSideActor, moveOrder, SYSTEM_ACTOR } from './order-lifecycle'
import { computeOrderStatus, isPaidOrderStatus, type OrderMoveActor } from './order-state'
import { endPaymentAttempt, findEventForTicketing, findOrderById, findOrderLinesByOrderId, recordDiscountUse, updateOrder, type OrderRow } from './orders-repository'
import { findPaymentByReference, insertPayment } from './payments-repository'
import { computeNewPaymentAttemptId, isPaymentClaimed, PAYMENT_CLAIM_MS } from './payment-claim'
import type { TicketingDeps } from './ticketing-deps'

/** Checkout's last step's input (complete-order.ts), which hands an order needing approval over to this. */
export type RegisterForApprovalInput = CompleteOrderInput

/**
 * Registers a held order for approval: saves the buyer, authorises a paid order's card (manual capture)
 * outside any transaction, then places the order. Registering again answers the order as it is. A card
 * that needs the bank's extra step answers it; the provider's `payment.authorized` callback then places
 * the order (handle-payment-callback.ts).
 */
export async function registerForApproval(deps: TicketingDeps, input: RegisterForApprovalInput): Promise<{ order: OrderJson } | ChargeActionResult> {
  const now = deps.clock.now()
  const actor = computeBuyerSideActor(input.actor)
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    const status = computeOrderStatus(order.status, order.expiresAt, now)
    if (status === 'pending_approval' || isPaidOrderStatus(status)) return { kind: 'done' as const }
    if (status === 'expired') throw new AppError('HOLD_EXPIRED', 'Your hold on these tickets has expired. Please start again.')
    if (status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled.')
    if (isPaymentClaimed(order, now)) throw new AppError('CONFLICT', 'A payment for this order is under way. Look at the order again in a moment.')
    const seats = (await findOrderLinesByOrderId(tx, order.id)).reduce((n, l) => n + l.quantity, 0)
    if ((input.attendees?.length ?? 0) > seats) {
      throw new AppError('INVALID_ARGUMENT', `This order has ${seats} tickets.`, { attendees: [`At most ${seats} attendee names.`] })
    }
    const paid = order.totalMinor > 0
    if (paid && !input.payment) throw new AppError('INVALID_ARGUMENT', 'Payment details are required for this order.', { payment: ['Required for a paid order.'] })
    const attemptId = computeNewPaymentAttemptId()
    const buyer = {
      buyerName: input.buyer.name,
      buyerEmail: input.buyer.email,
      attendeeNames: input.attendees ?? null,
      ...(order.userId === null && input.actor.userId !== null ? { userId: input.actor.userId } : {}),
    }
    // A paid order is this attempt's until it answers (decision 047), as at any checkout.
    await updateOrder(tx, order.id, { ...buyer, ...(paid ? { paymentAttemptId: attemptId, paymentAttemptUntil: new Date(now.getTime() + PAYMENT_CLAIM_MS), paymentAttemptResult: null } : {}) })
    if (!paid) {
      await placeOrderForApproval(tx, deps, { ...order, ...buyer }, null, actor)
      return { kind: 'done' as const }
    }
    return { kind: 'charge' as const, attemptId, charge: { amountMinor: order.totalMinor, currency: order.currency, eventId: order.eventId, capture: 'manual' as const } }
  })
  if (prepared.kind === 'done') return { order: await loadOrderJsonById(deps, input.orderId) }
  const charged = await chargeOrder(deps, input, prepared.charge, now, prepared.attemptId)
  if (charged.kind === 'requires_action') return charged.result
  let placed: Placement
  try {
    placed = await deps.db.transaction(async (tx) => placeOrderForApproval(tx, deps, await findOrderById(tx, input.orderId, true), charged.payment, actor))
  } finally {
    await endPaymentAttempt(deps.db, input.orderId, prepared.attemptId, null)
  }
  if (placed === 'duplicate') await releaseAuthorisation(deps, charged.payment.reference)
  if (placed === 'gone') {
    await releaseAuthorisation(deps, charged.payment.reference)
    throw new AppError('HOLD_EXPIRED', 'Your hold expired before the card was authorised and the tickets have gone. The authorisation was released; nothing was charged.')
  }
  return { order: await loadOrderJsonById(deps, input.orderId) }
}

/** `duplicate`: the order was placed with another authorisation (a second tab, a retried card): release this one. */
export type Placement = 'placed' | 'already' | 'duplicate' | 'gone'

/**
 * Moves a held order (read under its row lock in this transaction) to `pending_approval`: its seats leave
 * the running held count for `sold`, so they stay taken however long the organizer takes, its promo code's
 * use is counted, `expires_at` becomes the approval's time limit, the authorisation (if any) is recorded
 * and the buyer is emailed. A hold that lapsed meanwhile is honoured while its seats are still there, as a
 * late payment is (fulfil-order.ts); otherwise it expires and the answer is `gone` (the caller releases
 * the authorisation). `already` for an order placed before (a repeated callback).
 */
export async function placeOrderForApproval(tx: Db, deps: TicketingDeps, order: OrderRow | null, authorisation: SettledPayment | null, actor: OrderMoveActor): Promise<Placement> {
  const now = deps.clock.now()
  if (!order) return 'gone'
  if (order.status === 'pending_approval') {
    if (!authorisation) return 'already'
    const known = await findPaymentByReference(tx, authorisation.provider, authorisation.reference)
    return known?.orderId === order.id && known.status === 'authorized' ? 'already' : 'duplicate'
  }
  if (order.status !== 'reserved') return 'gone'
  if (authorisation && (authorisation.amountMinor !== order.totalMinor || authorisation.currency !== order.currency)) return 'gone'
  const lines = await findOrderLinesByOrderId(tx, order.id)
  const classes = await lockTicketClassesWithAvailability(tx, lines.map((l) => l.ticketClassId), now, order.id)
  await releaseHeld(tx, lines, order.expiresAt)
  if (order.expiresAt <= now) {
    const stillThere = lines.every((l) => {
      const c = classes.find((k) => k.id === l.ticketClassId)
      return c !== undefined && computeRemaining(c) >= l.quantity
    })
    if (!stillThere) {
      await moveOrder(tx, order, 'expired', { actor: SYSTEM_ACTOR, reason: 'hold_lapsed_sold_out', at: now })
      return 'gone'
    }
  }
  for (const line of lines) await addSold(tx, line.ticketClassId, line.quantity)
  if (order.discountId !== null) await recordDiscountUse(tx, order.discountId, order.id, now)
  const event = await findEventForTicketing(tx, order.eventId)
  const expiresAt = computeApprovalDeadline(now, event?.startAt ?? now)
  const details = authorisation ? { provider: authorisation.provider, reference: authorisation.reference } : null
  await moveOrder(tx, order, 'pending_approval', { actor, reason: 'registered_for_approval', at: now, amountMinor: order.totalMinor, details }, { expiresAt })
  if (authorisation) {
    await insertPayment(tx, { orderId: order.id, provider: authorisation.provider, providerReference: authorisation.reference, status: 'authorized', amountMinor: authorisation.amountMinor, currency: authorisation.currency, createdAt: now })
  }
  if (event && order.buyerEmail) {
    const token = computeOrderAccessToken(deps.secret, order)
    await enqueueEmail(
      tx,
      computeApprovalReceivedEmail({
        to: order.buyerEmail,
        event: computeApprovalEmailEvent(event),
        orderId: order.id,
        authorizedMinor: authorisation ? authorisation.amountMinor : null,
        currency: order.currency,
        locale: order.locale,
        orderUrl: `${deps.siteUrl}/orders/${order.id}/?token=${token}`,
      }),
      { moneyMoved: authorisation !== null },
    )
  }
  return 'placed'
}

/**
 * Gives up an authorisation after the commit that decided so (decline, lapse, a hold gone). A provider
 * that cannot be reached now is not retried here: the authorisation lapses at the provider by itself
 * (Stripe's after seven days), so the buyer is never charged.
 */
export async function releaseAuthorisation(deps: Pick<TicketingDeps, 'payments'>, reference: string): Promise<void> {
  try {
    await deps.payments.release({ reference, correlationId: currentCorrelationId() })
  } catch (error) {
    console.warn('approval: authorisation not released at the provider (it lapses by itself)', reference, error)
  }
}

async function loadOrderJsonById(deps: TicketingDeps, orderId: number): Promise<OrderJson> {
  const order = await findOrderById(deps.db, orderId)
  if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
  return loadOrderJson(deps.db, deps, order)
}
