import 'server-only'
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findEventDetailsByIds, findUpcomingEventIdsByOrganizerId } from '@/core/events/events-repository'
import { isFollowing } from '@/core/social/social-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findOrganizerProfileById, type OrganizerProfile } from './organizers-repository'

export type OrganizerPage = {
  organizer: OrganizerProfile
  events: EventJson[]
  totalUpcoming: number
  pageCount: number
  /** Whether the signed-in viewer follows this organizer (false without a session). */
  viewerFollows: boolean
}

/**
 * The organizer page `/o/{slug}-{id}/` (ARCHITECTURE §3): the profile with its follower count and one
 * page of the organizer's upcoming events, soonest first. Unknown organizer → NOT_FOUND.
 */
export async function getOrganizerPage(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  { id, page, pageSize, origin, viewerUserId }: { id: number; page: number; pageSize: number; origin: string; viewerUserId: number | null },
): Promise<OrganizerPage> {
  const organizer = await findOrganizerProfileById(db, id)
  if (!organizer) throw new AppError('NOT_FOUND', 'There is no organizer with that id.')
  const now = clock.now()
  const { ids, total } = await findUpcomingEventIdsByOrganizerId(db, id, { now, limit: pageSize, offset: (page - 1) * pageSize })
  const [details, viewerFollows] = await Promise.all([
    findEventDetailsByIds(db, ids, { now, viewerUserId }),
    viewerUserId === null ? Promise.resolve(false) : isFollowing(db, viewerUserId, id),
  ])
  return {
    organizer,
    events: details.map((d) => computeEventJson(d, { now, origin })),
    totalUpcoming: total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    viewerFollows,
  }
}
