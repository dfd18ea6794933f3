import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { fulfilOrder, withFulfilmentPlan, type FulfilOutcome, type SettledPayment } from './fulfil-order'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, type OrderActor } from './order-access'
import type { OrderJson } from './order-json'
import { computeOrderStatus } from './order-state'
import { findOrderById, findOrderLinesByOrderId, findPaymentByReference, insertPayment, setPaymentStatus, updateOrder } from './orders-repository'
import type { TicketingDeps } from './ticketing-deps'

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
  const now = deps.clock.now()
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    const status = computeOrderStatus(order.status, order.expiresAt, now)
    if (status === 'paid' || status === 'partially_refunded' || status === 'refunded') return { kind: 'done' as const, order }
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
  if (prepared.kind === 'free') {
    // A free order is paid at once, by the same (plan-first) path as a charged one.
    const outcome = await fulfil(deps, input.orderId, null)
    await settleOutcome(deps, outcome)
    return { order: await loadFreshOrderJson(deps, input.orderId) }
  }
  const { charge } = prepared
  const token = input.payment?.token ?? ''
  const result = await deps.payments.charge({ orderId: input.orderId, amountMinor: charge.amountMinor, currency: charge.currency, token, correlationId: currentCorrelationId() })
  const record = { orderId: input.orderId, provider: deps.payments.provider, providerReference: result.reference, amountMinor: charge.amountMinor, currency: charge.currency, createdAt: now }
  if (result.status === 'declined' || result.status === 'insufficient_funds') {
    await insertPayment(deps.db, { ...record, status: 'failed' })
    metrics.payment(deps.payments.provider, 'failed')
    throw new AppError('CARD_DECLINED', result.status === 'insufficient_funds' ? 'Your card has insufficient funds. Try another card.' : 'Your card was declined. Try another card.')
  }
  if (result.status === 'requires_action') {
    await insertPayment(deps.db, { ...record, status: 'requires_action' })
    const order = await findOrderById(deps.db, input.orderId)
    if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
    return { order: await loadOrderJson(deps.db, deps, order), next_action: { type: 'confirm_payment', url: result.actionUrl ?? '' } }
  }
  metrics.payment(deps.payments.provider, 'succeeded')
  const payment = { provider: deps.payments.provider, reference: result.reference, amountMinor: charge.amountMinor, currency: charge.currency }
  const outcome = await fulfil(deps, input.orderId, payment)
  await settleOutcome(deps, outcome)
  if (outcome.kind === 'refund') {
    throw new AppError('HOLD_EXPIRED', 'Your hold expired before the payment went through and the tickets have sold out. Your payment was refunded.')
  }
  return { order: await loadFreshOrderJson(deps, input.orderId) }
}

// The paying transaction holds only the writes; the order's JSON is read after the commit.
function fulfil(deps: TicketingDeps, orderId: number, payment: SettledPayment | null): Promise<FulfilOutcome> {
  return withFulfilmentPlan(deps, orderId, (plan) => deps.db.transaction((tx) => fulfilOrder(tx, deps, orderId, payment, plan)))
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
