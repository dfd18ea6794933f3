// A buyer's answers to the event's questions at registration (issue 40, decision 063): checked and saved
// with the order's row lock held, read back for the order's JSON, its page and the organizer's exports.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import type { OrderJson } from './order-json'
import { isPaidOrderStatus, type OrderStatus } from './order-state'
import type { OrderLineRow, OrderRow } from './orders-repository'
import { findAnswersByOrderIds, findQuestionsForOrderEvent, replaceAnswersOfOrder, type AnswerRow, type QuestionRow } from './registration-questions-repository'
import { checkAnswers, computeAskedQuestions, computeQuestionSeats, type AnswerInput, type AnswerJson } from './registration-rules'

export type AskedQuestionJson = {
  id: string
  label: string
  kind: string
  per: 'order' | 'attendee'
  required: boolean
  options: string[]
  /** Per attendee: the seats asked, `attendee_index` 0, 1, … over them; `seat` counts every ticket of the order. */
  attendees: { attendee_index: number; seat: number; ticket_class_id: string; ticket_class_name: string }[]
}

/** The order's seats, one ticket class each, in line order: the order tickets are issued in. */
export function computeSeatClassIds(lines: readonly Pick<OrderLineRow, 'ticketClassId' | 'quantity'>[]): number[] {
  return lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.ticketClassId))
}

export function toAnswerJson(row: Pick<AnswerRow, 'questionId' | 'label' | 'kind' | 'attendeeIndex' | 'value'>): AnswerJson {
  return { question_id: String(row.questionId), label: row.label, kind: row.kind, attendee_index: row.attendeeIndex, value: row.value }
}

export function toAskedQuestionJson(question: QuestionRow, lines: readonly OrderLineRow[]): AskedQuestionJson {
  const seatClassIds = computeSeatClassIds(lines)
  const seats = question.per === 'attendee' ? computeQuestionSeats(question, seatClassIds) : []
  return {
    id: String(question.id),
    label: question.label,
    kind: question.kind,
    per: question.per,
    required: question.required,
    options: question.options,
    attendees: seats.map((seat, attendeeIndex) => {
      const classId = seatClassIds[seat] ?? 0
      return { attendee_index: attendeeIndex, seat, ticket_class_id: String(classId), ticket_class_name: lines.find((l) => l.ticketClassId === classId)?.ticketClassName ?? '' }
    }),
  }
}

/**
 * Checks `given` against the questions the order is asked and, when every answer is good and every
 * required one given, replaces the order's answers; otherwise a 400 whose `argument_errors` name each
 * field. `tx` holds the order's row lock.
 */
export async function saveOrderAnswers(tx: Db, order: Pick<OrderRow, 'id' | 'eventId'>, lines: readonly OrderLineRow[], given: readonly AnswerInput[], now: Date): Promise<void> {
  const seatClassIds = computeSeatClassIds(lines)
  const questions = computeAskedQuestions(await findQuestionsForOrderEvent(tx, order.eventId), seatClassIds)
  // No questions, no answers: nothing to check or write (the usual order).
  if (questions.length === 0 && given.length === 0) return
  const { answers, errors } = checkAnswers(questions, seatClassIds, given)
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some answers need attention.', errors)
  const byId = new Map(questions.map((q) => [q.id, q]))
  const rows = answers.map((a) => ({ ...a, label: byId.get(a.questionId)?.label ?? '', kind: byId.get(a.questionId)?.kind ?? 'text' }))
  await replaceAnswersOfOrder(
    tx,
    order.id,
    questions.map((q) => q.id),
    rows,
    now,
  )
}

/** Whether the buyer may still change the answers (decision 063): a held or paid order, before the event starts. */
export function computeAnswersRefusal(status: OrderStatus, eventStartAt: Date | null, now: Date): string | null {
  if (status !== 'reserved' && !isPaidOrderStatus(status)) return 'This order is no longer active, so its answers cannot be changed.'
  if (status === 'refunded') return 'This order was refunded, so its answers cannot be changed.'
  if (eventStartAt !== null && now >= eventStartAt) return 'The event has started, so the answers can no longer be changed.'
  return null
}

/** The order's answers for its JSON. */
export async function findOrderAnswersJson(db: Db, orderId: number): Promise<AnswerJson[]> {
  return (await findAnswersByOrderIds(db, [orderId])).map(toAnswerJson)
}

/** `result` with its order's answers as saved (the quick path of completing builds its JSON before they are read). */
export async function withOrderAnswers<T extends { order: OrderJson }>(db: Db, result: T): Promise<T> {
  if (result.order.answers !== undefined) return result
  return { ...result, order: { ...result.order, answers: await findOrderAnswersJson(db, Number(result.order.id)) } }
}
