import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { countSavedEvents, deleteSavedEvent, insertSavedEvent, isPublicEvent } from './social-repository'

/**
 * Likes (saves) or unlikes an event for the user (issue "Attendee features"). Idempotent; the event's
 * bookmarks_count moves in the same transaction. Answers the user's new saved-events count.
 */
export async function setEventSaved(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; eventId: number; saved: boolean },
): Promise<{ saved: boolean; numSavedEvents: number }> {
  return db.transaction(async (tx) => {
    if (input.saved) {
      if (!(await isPublicEvent(tx, input.eventId))) throw new AppError('NOT_FOUND', 'There is no such event.')
      await insertSavedEvent(tx, input.userId, input.eventId, clock.now())
    } else {
      await deleteSavedEvent(tx, input.userId, input.eventId)
    }
    return { saved: input.saved, numSavedEvents: await countSavedEvents(tx, input.userId) }
  })
}
