import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { canEditCollection, MAX_EVENTS_PER_COLLECTION } from './collections'
import { deleteCollectionEvent, findCollectionById, insertCollectionEvent, isPublicEvent } from './social-repository'

/** Adds an event to, or removes it from, one of the user's collections (owner only; idempotent). */
export async function setCollectionEvent(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; collectionId: number; eventId: number; included: boolean },
): Promise<{ included: boolean; eventCount: number }> {
  return db.transaction(async (tx) => {
    const c = await findCollectionById(tx, input.collectionId)
    if (!c || !canEditCollection(input.userId, c)) throw new AppError('NOT_FOUND', 'There is no such collection.')
    if (input.included) {
      if (!(await isPublicEvent(tx, input.eventId))) throw new AppError('NOT_FOUND', 'There is no such event.')
      if (c.eventCount >= MAX_EVENTS_PER_COLLECTION) throw new AppError('CONFLICT', `A collection holds at most ${MAX_EVENTS_PER_COLLECTION} events.`)
      await insertCollectionEvent(tx, c.id, input.eventId, clock.now())
    } else {
      await deleteCollectionEvent(tx, c.id, input.eventId)
    }
    const after = await findCollectionById(tx, c.id)
    return { included: input.included, eventCount: after?.eventCount ?? 0 }
  })
}
