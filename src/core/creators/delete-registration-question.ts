// DELETE /api/v3/events/{event_id}/questions/{question_id}/ (issue 40, decision 063): the organizer stops
// asking a question. Its row stays, marked deleted, so answers already given remain on their orders and
// in the exports under the label they were given; the others close up the list.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findQuestionsByEventId, markQuestionDeleted, updateQuestionPositions } from '@/core/ticketing/registration-questions-repository'
import type { Manager } from './managed-event-access'
import { findManagedQuestion } from './registration-question-access'
import { computeQuestionAudit, computeSettingChanges, recordSettingChanges } from './settings-audit'

export async function deleteRegistrationQuestion({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; questionId: number; manager: Manager }): Promise<void> {
  const now = clock.now()
  await db.transaction(async (tx) => {
    const { question, event } = await findManagedQuestion(tx, input.questionId, input.eventId, input.manager)
    await markQuestionDeleted(tx, question.id, now)
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'question.removed',
      subject: {
        event_id: event.id,
        event_name: event.name,
        question_id: question.id,
        question_label: question.label,
      },
      changes: computeSettingChanges(computeQuestionAudit(question), { label: null }),
      now,
    })
    await updateQuestionPositions(
      tx,
      (await findQuestionsByEventId(tx, input.eventId)).map((q) => q.id),
      now,
    )
  })
}
