// GET /api/v3/orders/{order_id}/answers/ (issue 40, decision 063): the questions an order is asked, each
// attendee question with its seats, the answers given, and until when the buyer may change them.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { assertOrderAccess, type OrderActor } from './order-access'
import { computeOrderStatus } from './order-state'
import { findEventForTicketing, findOrderById, findOrderLinesByOrderId, type OrderRow } from './orders-repository'
import { computeAnswersRefusal, computeSeatClassIds, findOrderAnswersJson, toAskedQuestionJson, type AskedQuestionJson } from './registration-answers'
import { findQuestionsForOrderEvent } from './registration-questions-repository'
import { computeAskedQuestions, type AnswerJson } from './registration-rules'
import type { TicketingDeps } from './ticketing-deps'

export type OrderAnswersJson = {
  questions: AskedQuestionJson[]
  answers: AnswerJson[]
  /** Whether the buyer may change the answers now. */
  editable: boolean
  /** The event's start, after which the answers stay as they are; null once no change is possible for another reason. */
  editable_until: string | null
  /** Why the answers cannot change now, in words; null while they can. */
  refusal: string | null
}

export async function getOrderAnswers(deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret'>, input: { orderId: number; actor: OrderActor }): Promise<OrderAnswersJson> {
  const order = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, order, deps.secret)
  return loadOrderAnswersJson(deps.db, order, deps.clock.now())
}

export async function loadOrderAnswersJson(db: Db, order: OrderRow, now: Date): Promise<OrderAnswersJson> {
  const lines = await findOrderLinesByOrderId(db, order.id)
  const event = await findEventForTicketing(db, order.eventId)
  if (!event) throw new AppError('NOT_FOUND', 'There is no such order.')
  const questions = computeAskedQuestions(await findQuestionsForOrderEvent(db, order.eventId), computeSeatClassIds(lines))
  const refusal = computeAnswersRefusal(computeOrderStatus(order.status, order.expiresAt, now), event.startAt, now)
  return {
    questions: questions.map((q) => toAskedQuestionJson(q, lines)),
    answers: await findOrderAnswersJson(db, order.id),
    editable: refusal === null,
    editable_until: refusal === null ? event.startAt.toISOString() : null,
    refusal,
  }
}
