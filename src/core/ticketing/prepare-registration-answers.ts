// Checkout's answers to the event's questions at registration (issue 40, decision 063), checked and saved
// before completing the order pays or issues anything: a missing required answer is a 400 naming the field.
import { canAccessOrder, type OrderActor } from './order-access'
import { computeOrderStatus } from './order-state'
import { findOrderById, findOrderLinesByOrderId } from './orders-repository'
import { saveOrderAnswers } from './registration-answers'
import type { AnswerInput } from './registration-rules'
import type { TicketingDeps } from './ticketing-deps'

/**
 * Saves `answers` on a held order under its row lock. Anything else (no access, expired, paid already) is
 * left to completing itself, which answers it as before: completing a paid order again changes nothing,
 * and answers of a paid order change through the order's own answers endpoint.
 */
export async function prepareRegistrationAnswers(deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret'>, input: { orderId: number; actor: OrderActor; answers?: AnswerInput[] }, asksQuestions: boolean): Promise<void> {
  // Most events ask nothing: no lock for their orders (whether it asks is read with the order's other needs).
  if ((input.answers?.length ?? 0) === 0 && !asksQuestions) return
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    if (!order || !canAccessOrder(input.actor, order, deps.secret)) return
    if (computeOrderStatus(order.status, order.expiresAt, now) !== 'reserved') return
    await saveOrderAnswers(tx, order, await findOrderLinesByOrderId(tx, order.id), input.answers ?? [], now)
  })
}
