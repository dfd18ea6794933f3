// PUT /api/v3/orders/{order_id}/answers/ (issue 40, decision 063): the buyer changes their answers until the
// event starts, checked as at checkout (a required answer cannot be taken away). After the start, or on an
// order that is no longer active, 409 with the reason in words.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { ANSWER_CHANGES_PER_ORDER } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import { assertOrderAccess, type OrderActor } from './order-access'
import { computeOrderStatus } from './order-state'
import { findEventForTicketing, findOrderById, findOrderLinesByOrderId } from './orders-repository'
import { computeAnswersRefusal, saveOrderAnswers } from './registration-answers'
import { loadOrderAnswersJson, type OrderAnswersJson } from './get-order-answers'
import type { AnswerInput } from './registration-rules'
import type { TicketingDeps } from './ticketing-deps'

export async function updateOrderAnswers(deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret'>, input: { orderId: number; actor: OrderActor; answers: AnswerInput[] }): Promise<OrderAnswersJson> {
  const now = deps.clock.now()
  // Access first, so that a stranger's attempts cannot use up the order's changes.
  assertOrderAccess(input.actor, await findOrderById(deps.db, input.orderId), deps.secret)
  await takeRateLimitHits(deps.db, now, [[ANSWER_CHANGES_PER_ORDER, String(input.orderId)]])
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    const event = await findEventForTicketing(tx, order.eventId)
    if (!event) throw new AppError('NOT_FOUND', 'There is no such order.')
    const refusal = computeAnswersRefusal(computeOrderStatus(order.status, order.expiresAt, now), event.startAt, now)
    if (refusal) throw new AppError('CONFLICT', refusal)
    await saveOrderAnswers(tx, order, await findOrderLinesByOrderId(tx, order.id), input.answers, now)
    return loadOrderAnswersJson(tx, order, now)
  })
}
