// POST /api/v3/events/{event_id}/orders/{order_id}/approve/ (issue 40 "Approval", decision 064): the
// organizer approves a registration awaiting approval. A paid one's card authorisation is captured first,
// outside any transaction, with the order claimed so that a decline or the lapse sweep cannot act on it
// meanwhile; a capture the provider refuses leaves the order unpaid and awaiting a decision. Then the
// tickets are issued and the buyer gets the ordinary confirmation.
import { AppError } from '@/core/shared/app-error'
import { currentCorrelationId } from '@/core/shared/request-context'
import { computeApprovalMessage } from '@/core/ticketing/approval-rules'
import { approveInTransaction } from '@/core/ticketing/approval-decisions'
import { findAuthorizedPaymentByOrderId } from '@/core/ticketing/approval-repository'
import { assertAwaitingApproval } from '@/core/ticketing/approval-status'
import { loadOrderJson } from '@/core/ticketing/load-order-json'
import { computeOrganizerSideActor } from '@/core/ticketing/order-lifecycle'
import type { OrderJson } from '@/core/ticketing/order-json'
import { endPaymentAttempt, findOrderById, updateOrder } from '@/core/ticketing/orders-repository'
import { computeNewPaymentAttemptId, PAYMENT_CLAIM_MS } from '@/core/ticketing/payment-claim'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { assertManagedOrder, type Manager } from './managed-event-access'

export type DecideOrderInput = { eventId: number; orderId: number; manager: Manager; message?: string | null }

export async function approveOrder(deps: TicketingDeps, input: DecideOrderInput): Promise<{ order: OrderJson }> {
  const now = deps.clock.now()
  const by = { actor: computeOrganizerSideActor(input.manager), message: computeApprovalMessage(input.message) }
  const attemptId = computeNewPaymentAttemptId()
  const authorisation = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    await assertManagedOrder(tx, input.eventId, input.manager, order)
    assertAwaitingApproval(order!, now)
    const authorised = await findAuthorizedPaymentByOrderId(tx, order!.id)
    // A free registration has nothing to capture: approved at once.
    if (!authorised) {
      await approveInTransaction(tx, deps, order!, null, by)
      return null
    }
    await updateOrder(tx, order!.id, { paymentAttemptId: attemptId, paymentAttemptUntil: new Date(now.getTime() + PAYMENT_CLAIM_MS), paymentAttemptResult: null })
    return authorised
  })
  if (authorisation) {
    let captured: { status: 'captured' | 'failed' }
    try {
      captured = await deps.payments.capture({ reference: authorisation.providerReference, amountMinor: authorisation.amountMinor, currency: authorisation.currency, correlationId: currentCorrelationId() })
    } catch (error) {
      // The provider could not be reached: nothing was taken, and the order may be approved again.
      await endPaymentAttempt(deps.db, input.orderId, attemptId, null)
      throw error
    }
    if (captured.status === 'failed') {
      await endPaymentAttempt(deps.db, input.orderId, attemptId, null)
      throw new AppError(
        'CARD_DECLINED',
        "The buyer's card authorisation could not be captured (it may have lapsed or been refused by the bank): the order is not paid and still awaits a decision. Decline it to free its seats.",
      )
    }
    const approved = await deps.db.transaction(async (tx) => {
      const order = await findOrderById(tx, input.orderId, true)
      // The claim kept declines and the lapse sweep away while the provider answered; only a claim that
      // outlived its minute can find the order gone, and then the money just taken goes back.
      if (!order || order.status !== 'pending_approval') return false
      await approveInTransaction(tx, deps, order, authorisation, by)
      await endPaymentAttempt(tx, order.id, attemptId, null)
      return true
    })
    if (!approved) {
      await deps.payments.refund({ reference: authorisation.providerReference, amountMinor: authorisation.amountMinor, currency: authorisation.currency, correlationId: currentCorrelationId() })
      throw new AppError('CONFLICT', 'This registration was decided meanwhile; the amount just captured was refunded.')
    }
  }
  const order = await findOrderById(deps.db, input.orderId)
  return { order: await loadOrderJson(deps.db, deps, order!) }
}
