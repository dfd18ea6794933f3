// A question the manager may change (decision 063): read, then its event locked for writing. An unknown
// question and another organizer's read alike (404); door staff are told it is not theirs (decision 061).
import { AppError, isAppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findQuestionById, type QuestionRow } from '@/core/ticketing/registration-questions-repository'
import { findManagedEvent, type ManagedEvent, type Manager } from './managed-event-access'

/** The question and its event, locked for writing. */
export async function findManagedQuestion(tx: Db, questionId: number, eventId: number, manager: Manager): Promise<{ question: QuestionRow; event: ManagedEvent }> {
  const missing = new AppError('NOT_FOUND', 'There is no such question.')
  const found = await findQuestionById(tx, questionId)
  if (!found || found.eventId !== eventId) throw missing
  let event: ManagedEvent
  try {
    event = await findManagedEvent(tx, eventId, manager, 'write', true)
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') throw error
    throw missing
  }
  // Read again under the event's lock: another request may have changed or deleted it meanwhile.
  const question = await findQuestionById(tx, questionId)
  if (!question) throw missing
  return { question, event }
}
