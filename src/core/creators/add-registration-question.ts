// POST /api/v3/events/{event_id}/questions/ (issue 40, decision 063): the organizer adds a question that
// buyers answer at checkout, once per order or once per attendee, last in the event's list.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { countQuestionsOfEvent, findTicketClassIdsOfEvent, insertQuestion } from '@/core/ticketing/registration-questions-repository'
import { computeQuestionProblems, MAX_QUESTIONS_PER_EVENT, type Question } from '@/core/ticketing/registration-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { toQuestionJson, type QuestionJson } from './registration-question-json'
import { computeQuestionAudit, computeSettingChanges, recordSettingChanges } from './settings-audit'

export type QuestionFields = Omit<Question, 'id'>

export async function addRegistrationQuestion({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager; question: QuestionFields }): Promise<QuestionJson> {
  const now = clock.now()
  return db.transaction(async (tx) => {
    // The event's lock: two tabs adding at once get positions one after the other, and the limit holds.
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    const question = { ...input.question, label: input.question.label.trim(), options: input.question.options.map((o) => o.trim()) }
    const errors = computeQuestionProblems(question, await findTicketClassIdsOfEvent(tx, input.eventId))
    if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
    const count = await countQuestionsOfEvent(tx, input.eventId)
    if (count >= MAX_QUESTIONS_PER_EVENT) throw new AppError('CONFLICT', `An event asks at most ${MAX_QUESTIONS_PER_EVENT} questions.`)
    const saved = await insertQuestion(tx, { ...question, eventId: input.eventId, position: count, now })
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'question.added',
      subject: { event_id: event.id, event_name: event.name, question_id: saved.id, question_label: saved.label },
      changes: computeSettingChanges({}, computeQuestionAudit(saved)),
      now,
    })
    return toQuestionJson(saved)
  })
}
