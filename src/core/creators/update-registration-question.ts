// PATCH /api/v3/events/{event_id}/questions/{question_id}/ (issue 40, decision 063): the organizer changes a
// question's label, options, required, ticket classes or place in the list. Answers already given keep
// the label they were given under. Once answered, a question keeps its kind and per: answers of another
// kind would no longer read as the question asks (409).
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findQuestionsByEventId, findTicketClassIdsOfEvent, isQuestionAnswered, updateQuestionFields, updateQuestionPositions, type QuestionPatch } from '@/core/ticketing/registration-questions-repository'
import { computeQuestionProblems, isChoiceKind } from '@/core/ticketing/registration-rules'
import type { Manager } from './managed-event-access'
import { findManagedQuestion } from './registration-question-access'
import { toQuestionJson, type QuestionJson } from './registration-question-json'
import { computeQuestionAudit, computeSettingChanges, recordSettingChanges } from './settings-audit'

export async function updateRegistrationQuestion(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; questionId: number; manager: Manager; patch: QuestionPatch; position?: number },
): Promise<QuestionJson> {
  const now = clock.now()
  return db.transaction(async (tx) => {
    const { question, event } = await findManagedQuestion(tx, input.questionId, input.eventId, input.manager)
    const patch: QuestionPatch = { ...input.patch }
    if (patch.label !== undefined) patch.label = patch.label.trim()
    if (patch.options !== undefined) patch.options = patch.options.map((o) => o.trim())
    // A question that leaves the choice kinds leaves its options behind.
    if (patch.kind !== undefined && !isChoiceKind(patch.kind) && patch.options === undefined) patch.options = []
    const changedShape = (patch.kind !== undefined && patch.kind !== question.kind) || (patch.per !== undefined && patch.per !== question.per)
    if (changedShape && (await isQuestionAnswered(tx, question.id))) {
      throw new AppError('CONFLICT', 'Buyers have answered this question, so its kind and whether it is asked per order or per attendee cannot change. Add a new question instead.')
    }
    const next = { ...question, ...patch }
    const errors = computeQuestionProblems(next, await findTicketClassIdsOfEvent(tx, input.eventId))
    if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
    await updateQuestionFields(tx, question.id, patch, now)
    if (input.position !== undefined) {
      const ids = (await findQuestionsByEventId(tx, input.eventId)).map((q) => q.id).filter((id) => id !== question.id)
      ids.splice(Math.min(input.position, ids.length), 0, question.id)
      await updateQuestionPositions(tx, ids, now)
    }
    const saved = (await findQuestionsByEventId(tx, input.eventId)).find((q) => q.id === question.id)
    if (!saved) throw new AppError('NOT_FOUND', 'There is no such question.')
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'question.changed',
      subject: {
        event_id: event.id,
        event_name: event.name,
        question_id: saved.id,
        question_label: saved.label,
      },
      changes: computeSettingChanges(computeQuestionAudit(question), computeQuestionAudit(saved)),
      now,
    })
    return toQuestionJson(saved)
  })
}
