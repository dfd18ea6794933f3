import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { toFollowedOrganizer, type FollowedOrganizer } from './list-followed-organizers'
import { findOrganizersOfSavedEventsNotFollowed } from './social-repository'

/** Organizers to follow next: those behind the events the user liked, not followed yet. */
export async function listSuggestedOrganizers({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<FollowedOrganizer[]> {
  const rows = await findOrganizersOfSavedEventsNotFollowed(db, input.userId, 12)
  return rows.map(toFollowedOrganizer)
}
