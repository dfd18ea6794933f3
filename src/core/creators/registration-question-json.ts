// The API shape of a question at registration (issue 40, decision 063), as the organizer's endpoints answer it.
import type { QuestionRow } from '@/core/ticketing/registration-questions-repository'
import type { QuestionKind, QuestionPer } from '@/core/ticketing/registration-rules'

export type QuestionJson = {
  id: string
  event_id: string
  label: string
  kind: QuestionKind
  per: QuestionPer
  required: boolean
  options: string[]
  /** Empty: every ticket class of the event. */
  ticket_class_ids: string[]
  /** 0-based place in the event's list; buyers meet the questions in this order. */
  position: number
}

export function toQuestionJson(q: QuestionRow): QuestionJson {
  return {
    id: String(q.id),
    event_id: String(q.eventId),
    label: q.label,
    kind: q.kind,
    per: q.per,
    required: q.required,
    options: q.options,
    ticket_class_ids: q.ticketClassIds.map(String),
    position: q.position,
  }
}
