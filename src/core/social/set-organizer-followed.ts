import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteFollow, findOrganizerFollowerCount, insertFollow, organizerExists } from './social-repository'

/**
 * Follows or unfollows an organizer (issue "Attendee features"). Idempotent; the organizer's follower
 * count moves in the same transaction and is answered so the page can show it at once.
 */
export async function setOrganizerFollowed(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; organizerId: number; following: boolean },
): Promise<{ following: boolean; numFollowers: number }> {
  return db.transaction(async (tx) => {
    if (!(await organizerExists(tx, input.organizerId))) throw new AppError('NOT_FOUND', 'There is no such organizer.')
    if (input.following) await insertFollow(tx, input.userId, input.organizerId, clock.now())
    else await deleteFollow(tx, input.userId, input.organizerId)
    return { following: input.following, numFollowers: await findOrganizerFollowerCount(tx, input.organizerId) }
  })
}
