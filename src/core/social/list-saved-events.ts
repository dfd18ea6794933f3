import 'server-only'
import { listEventsByIds } from '@/core/events/list-events-by-ids'
import type { EventJson } from '@/core/events/event-json'
import type { CoreDeps } from '@/core/shared/core-deps'
import { countSavedEvents, findSavedEventIds } from './social-repository'

export const SAVED_EVENTS_PAGE_SIZE = 50

/** The user's liked events, most recently liked first (owner only: the caller checks). */
export async function listSavedEvents(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; page: number; origin: string },
): Promise<{ events: EventJson[]; total: number; page: number; pageSize: number }> {
  const [ids, total] = await Promise.all([
    findSavedEventIds(deps.db, input.userId, { limit: SAVED_EVENTS_PAGE_SIZE, offset: (input.page - 1) * SAVED_EVENTS_PAGE_SIZE }),
    countSavedEvents(deps.db, input.userId),
  ])
  const events = await listEventsByIds(deps, { ids, viewerUserId: input.userId, origin: input.origin })
  return { events, total, page: input.page, pageSize: SAVED_EVENTS_PAGE_SIZE }
}
