import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { computeOutboxValues } from '@/core/mail/outbox-values'
import { payHeldOrder, startCheckout } from './checkout-repository'
import { computeNewTickets, computePaidMove, fulfilOrder, QUICK_PATH_MARGIN_MS, withQuickFulfilment, type FulfilOutcome, type SettledPayment } from './fulfil-order'
import { computeConfirmationEmail } from './confirmation-email'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, isOrderAccessTokenValid, type OrderActor } from './order-access'
import { computeOrderJson, type OrderJson } from './order-json'
import { computeBuyerSideActor } from './order-lifecycle'
import { computeOrderStatus, isPaidOrderStatus, planOrderMove, type OrderMoveActor } from './order-state'
import { findOrderById, findOrderLinesByOrderId, updateOrder } from './orders-repository'
import { findPaymentByReference, insertPayment, setPaymentStatus } from './payments-repository'
import { startRecordingPayment } from './payments-in-flight'
import type { TicketingDeps } from './ticketing-deps'
import { computePaymentPosting } from '@/core/ledger/ledger-postings'

export type CompleteOrderInput = {
  orderId: number
  actor: OrderActor
  buyer: { name: string; email: string }
  /** Optional attendee names, one per ticket in line order. */
  attendees?: string[]
  payment?: { token: string }
}

export type CompleteOrderResult = {
  order: OrderJson
  /** Set when the card asks for an extra confirmation step: the order stays reserved until it is done. */
  next_action?: { type: 'confirm_payment'; url: string }
}

/**
 * Checkout's last step (issue 19 §3–4): saves the buyer, then pays through the Payments port (free orders
 * skip it) and issues the tickets with their confirmation email (fulfil-order.ts). The charge happens
 * outside any transaction so no lock is held while the provider answers. Completing a paid order again
 * answers it unchanged.
 */
export async function completeOrder(deps: TicketingDeps, input: CompleteOrderInput): Promise<CompleteOrderResult> {
  return (await completeQuickly(deps, input)) ?? completeInSteps(deps, input)
}

/**
 * The quick path of a held order (decision 015): one statement saves the buyer and reads the order, its
 * lines, its event and a ticket id per seat; the tickets and the confirmation email are prepared; the card
 * is charged; one statement pays the order. Null, having written nothing, when the order is not plainly
 * payable as asked (paid already, expired, not the caller's, too many attendee names, no payment for a
 * priced order): the step-by-step path then answers. After the charge it never answers null: a payment
 * the one statement could not record is settled by the step-by-step fulfilment, which decides.
 */
async function completeQuickly(deps: TicketingDeps, input: CompleteOrderInput): Promise<CompleteOrderResult | null> {
  const now = deps.clock.now()
  const { actor } = input
  // A signed-in buyer reaching a guest order by their verified email needs the order read first.
  if (actor.email !== null) return null
  const mayAct = actor.isStaff || isOrderAccessTokenValid(deps.secret, input.orderId, actor.token)
  if (!mayAct && actor.userId === null) return null
  const start = await startCheckout(deps.db, {
    orderId: input.orderId,
    mayAct,
    userId: actor.userId,
    buyerName: input.buyer.name,
    buyerEmail: input.buyer.email,
    attendeeNames: input.attendees ?? null,
    hasPayment: input.payment !== undefined,
    now,
  })
  if (!start) return null
  const { order, lines, event, ticketIds } = start
  const tickets = computeNewTickets(order, lines, ticketIds, now)
  const paidJson = computeOrderJson({ ...order, status: 'paid', paidAt: now }, lines, tickets, { now, secret: deps.secret, siteUrl: deps.siteUrl, event })
  // Prepared before the charge, so the payment's statement follows the charge at once (the provider's
  // callback, a moment after the charge, then finds the payment recorded). Only a snapshot: the outbox
  // draws the QR images when it sends the email (issue 36).
  const email = event && order.buyerEmail ? computeOutboxValues(computeConfirmationEmail(paidJson, event, now, order.locale)) : null
  let payment: SettledPayment | null = null
  // From the charge until the payment is written down, the provider's callback for it waits (payments-in-flight.ts).
  const recorded = startRecordingPayment(deps.paymentsInFlight, input.orderId)
  let paid: Awaited<ReturnType<typeof payHeldOrder>>
  const payer = computeBuyerSideActor(actor)
  try {
    if (order.totalMinor > 0) {
      const charged = await chargeOrder(deps, input.orderId, { amountMinor: order.totalMinor, currency: order.currency, eventId: order.eventId }, input.payment?.token ?? '', now)
      if (charged.kind === 'requires_action') return charged.result
      payment = charged.payment
    }
    // Checked against the lifecycle's table like every move; the one statement writes it only if the order is still held.
    const move = planOrderMove(order, 'paid', computePaidMove(payer, payment, false, now))
    // The money goes into the ledger with the move; without the event to owe it to, the steps decide.
    const posting = payment && event ? computePaymentPosting(order, event.organizerId) : null
    paid = payment && !event ? null : await payHeldOrder(deps.db, { order, marginUntil: new Date(now.getTime() + QUICK_PATH_MARGIN_MS), now, tickets, payment, email, move, posting })
  } finally {
    recorded()
  }
  if (!paid) return settleInSteps(deps, input.orderId, payment, payer)
  metrics.order('paid')
  const soldOut = [...paid.leftByClass.values()].some((left) => left <= 0)
  if (soldOut) deps.onInventoryChanged?.(order.eventId)
  return { order: paidJson }
}

type Charged = { kind: 'succeeded'; payment: SettledPayment } | { kind: 'requires_action'; result: CompleteOrderResult }

/** Charges the card outside any transaction; a declined card is a 402 and the hold stays for a retry. */
async function chargeOrder(deps: TicketingDeps, orderId: number, charge: { amountMinor: number; currency: string; eventId: number }, token: string, now: Date): Promise<Charged> {
  const result = await deps.payments.charge({ orderId, amountMinor: charge.amountMinor, currency: charge.currency, token, correlationId: currentCorrelationId() })
  const record = { orderId, provider: deps.payments.provider, providerReference: result.reference, amountMinor: charge.amountMinor, currency: charge.currency, createdAt: now }
  if (result.status === 'declined' || result.status === 'insufficient_funds') {
    await insertPayment(deps.db, { ...record, status: 'failed' })
    metrics.payment(deps.payments.provider, 'failed')
    throw new AppError('CARD_DECLINED', result.status === 'insufficient_funds' ? 'Your card has insufficient funds. Try another card.' : 'Your card was declined. Try another card.')
  }
  if (result.status === 'requires_action') {
    await insertPayment(deps.db, { ...record, status: 'requires_action' })
    const order = await findOrderById(deps.db, orderId)
    if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
    return { kind: 'requires_action', result: { order: await loadOrderJson(deps.db, deps, order), next_action: { type: 'confirm_payment', url: result.actionUrl ?? '' } } }
  }
  metrics.payment(deps.payments.provider, 'succeeded')
  return { kind: 'succeeded', payment: { provider: deps.payments.provider, reference: result.reference, amountMinor: charge.amountMinor, currency: charge.currency } }
}

/** Pays (or, free, fulfils) the order by the step-by-step fulfilment, which decides, then answers it. */
async function settleInSteps(deps: TicketingDeps, orderId: number, payment: SettledPayment | null, actor: OrderMoveActor): Promise<CompleteOrderResult> {
  const outcome = await fulfil(deps, orderId, payment, actor)
  await settleOutcome(deps, outcome)
  if (outcome.kind === 'refund') {
    throw new AppError('HOLD_EXPIRED', 'Your hold expired before the payment went through and the tickets have sold out. Your payment was refunded.')
  }
  return { order: await loadFreshOrderJson(deps, orderId) }
}

/** Checkout's last step taken one step at a time: for whatever the quick path does not take. */
async function completeInSteps(deps: TicketingDeps, input: CompleteOrderInput): Promise<CompleteOrderResult> {
  const now = deps.clock.now()
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    const status = computeOrderStatus(order.status, order.expiresAt, now)
    if (isPaidOrderStatus(status)) return { kind: 'done' as const, order }
    if (status === 'expired') throw new AppError('HOLD_EXPIRED', 'Your hold on these tickets has expired. Please start again.')
    if (status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled.')
    const seats = (await findOrderLinesByOrderId(tx, order.id)).reduce((n, l) => n + l.quantity, 0)
    if ((input.attendees?.length ?? 0) > seats) {
      throw new AppError('INVALID_ARGUMENT', `This order has ${seats} tickets.`, { attendees: [`At most ${seats} attendee names.`] })
    }
    await updateOrder(tx, order.id, {
      buyerName: input.buyer.name,
      buyerEmail: input.buyer.email,
      attendeeNames: input.attendees ?? null,
      // A signed-in buyer's order is theirs even when the hold was made before signing in.
      ...(order.userId === null && input.actor.userId !== null ? { userId: input.actor.userId } : {}),
    })
    if (order.totalMinor === 0) return { kind: 'free' as const }
    if (!input.payment) throw new AppError('INVALID_ARGUMENT', 'Payment details are required for this order.', { payment: ['Required for a paid order.'] })
    return { kind: 'charge' as const, charge: { amountMinor: order.totalMinor, currency: order.currency, eventId: order.eventId } }
  })
  if (prepared.kind === 'done') return { order: await loadOrderJson(deps.db, deps, prepared.order) }
  // A free order is paid at once, by the same (plan-first) path as a charged one.
  if (prepared.kind === 'free') return settleInSteps(deps, input.orderId, null, computeBuyerSideActor(input.actor))
  const charged = await chargeOrder(deps, input.orderId, prepared.charge, input.payment?.token ?? '', now)
  if (charged.kind === 'requires_action') return charged.result
  return settleInSteps(deps, input.orderId, charged.payment, computeBuyerSideActor(input.actor))
}

// The paying transaction holds only the writes; the order's JSON is read after the commit.
function fulfil(deps: TicketingDeps, orderId: number, payment: SettledPayment | null, actor: OrderMoveActor): Promise<FulfilOutcome> {
  return withQuickFulfilment((quick) => deps.db.transaction(async (tx) => fulfilOrder(tx, deps, await findOrderById(tx, orderId, true), payment, actor, quick)))
}

async function loadFreshOrderJson(deps: TicketingDeps, orderId: number): Promise<OrderJson> {
  const order = await findOrderById(deps.db, orderId)
  if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
  return loadOrderJson(deps.db, deps, order)
}

/** After the transaction commits: give back money that must go back, and tell caches about a sell-out. */
export async function settleOutcome(deps: TicketingDeps, outcome: FulfilOutcome): Promise<void> {
  if (outcome.kind === 'fulfilled') metrics.order('paid')
  if (outcome.kind === 'refund') {
    // Money that arrived for an order that can no longer take it (hold gone, sold out, cancelled, paid twice).
    metrics.refund('late_payment')
    await deps.payments.refund({ reference: outcome.payment.reference, amountMinor: outcome.payment.amountMinor, currency: outcome.payment.currency, correlationId: currentCorrelationId() })
    const row = await findPaymentByReference(deps.db, outcome.payment.provider, outcome.payment.reference)
    if (row) await setPaymentStatus(deps.db, row.id, 'refunded')
  }
  if (outcome.kind === 'fulfilled' && outcome.soldOutEventId !== null) deps.onInventoryChanged?.(outcome.soldOutEventId)
}
