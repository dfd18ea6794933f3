import 'server-only'
import { organizerPath } from '@/core/events/event-json'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findFollowedOrganizers } from './social-repository'

export type FollowedOrganizer = { id: string; name: string; url: string; numFollowers: number; imageUrl: string | null }

/** The organizers the user follows, most recently followed first (owner only: the caller checks). */
export async function listFollowedOrganizers({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<FollowedOrganizer[]> {
  const rows = await findFollowedOrganizers(db, input.userId, 500)
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    url: organizerPath(r.slug, r.id),
    numFollowers: r.numFollowers,
    imageUrl: r.imageKey ? `/images/${r.imageKey}` : null,
  }))
}
