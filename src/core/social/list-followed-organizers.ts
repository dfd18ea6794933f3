import 'server-only'
import { organizerPath } from '@/core/events/event-json'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findFollowedOrganizers } from './social-repository'

export type FollowedOrganizer = { id: string; name: string; url: string; numFollowers: number; imageUrl: string | null }

export function toFollowedOrganizer(r: { id: number; name: string; slug: string; numFollowers: number; imageKey: string | null }): FollowedOrganizer {
  return {
    id: String(r.id),
    name: r.name,
    url: organizerPath(r.slug, r.id),
    numFollowers: Number(r.numFollowers),
    imageUrl: r.imageKey ? `/images/${r.imageKey}` : null,
  }
}

/** The organizers the user follows, most recently followed first (owner only: the caller checks). */
export async function listFollowedOrganizers({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<FollowedOrganizer[]> {
  const rows = await findFollowedOrganizers(db, input.userId, 500)
  return rows.map(toFollowedOrganizer)
}
