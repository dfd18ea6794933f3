// The answers to an event's questions at registration, ticket by ticket (issue 40, decision 063), for the
// attendee list, its CSV and the organizer's order page. Only for those who see buyers' emails: door
// staff get names only (decision 061).
import type { Db } from '@/db/create-db'
import { findAnswersByEventId, findQuestionsByEventId, findSeatTicketsByEventId, type AnswerRow } from '@/core/ticketing/registration-questions-repository'
import { computeTicketAnswers } from '@/core/ticketing/registration-rules'

export type AnswerColumn = { questionId: number; label: string }

export type EventAnswers = {
  /** One per question: the live ones in their order, then deleted ones that have answers (their label as answered). */
  columns: AnswerColumn[]
  byTicketId: Map<number, AnswerRow[]>
}

export async function findEventAnswersByTicket(db: Db, eventId: number): Promise<EventAnswers> {
  const answers = await findAnswersByEventId(db, eventId)
  const columns: AnswerColumn[] = (await findQuestionsByEventId(db, eventId)).map((q) => ({ questionId: q.id, label: q.label }))
  for (const a of answers) {
    if (!columns.some((c) => c.questionId === a.questionId)) columns.push({ questionId: a.questionId, label: a.label })
  }
  if (answers.length === 0) return { columns, byTicketId: new Map() }
  return { columns, byTicketId: computeTicketAnswers(await findSeatTicketsByEventId(db, eventId), answers) }
}
