import 'server-only'
import { organizerPath } from '@/core/events/event-json'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { FollowedOrganizer } from './list-followed-organizers'
import { findOrganizersOfSavedEventsNotFollowed } from './social-repository'

/** Organizers to follow next: those behind the events the user liked, not followed yet. */
export async function listSuggestedOrganizers({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<FollowedOrganizer[]> {
  const rows = await findOrganizersOfSavedEventsNotFollowed(db, input.userId, 12)
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    url: organizerPath(r.slug, r.id),
    numFollowers: Number(r.numFollowers),
    imageUrl: r.imageKey ? `/images/${r.imageKey}` : null,
  }))
}
