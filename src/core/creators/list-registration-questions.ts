// GET /api/v3/events/{event_id}/questions/ (issue 40, decision 063): the event's questions at registration,
// in the order buyers meet them, for its managers (buyers meet them through their order).
import type { CoreDeps } from '@/core/shared/core-deps'
import { findQuestionsByEventId } from '@/core/ticketing/registration-questions-repository'
import { findManagedEvent, type Manager } from './managed-event-access'
import { toQuestionJson, type QuestionJson } from './registration-question-json'

export async function listRegistrationQuestions({ db }: Pick<CoreDeps, 'db'>, input: { eventId: number; manager: Manager }): Promise<QuestionJson[]> {
  await findManagedEvent(db, input.eventId, input.manager, 'read')
  return (await findQuestionsByEventId(db, input.eventId)).map(toQuestionJson)
}
