// GET /api/v3/events/{id}/ for its organizer (and staff): the Event (API) shape with its status, drafts
// included, which the public endpoints never show.
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEvent, type Manager } from './managed-event-access'

export type ManagedEventJson = EventJson & { online_url: string | null }

export async function getManagedEvent(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; manager: Manager; origin: string },
): Promise<ManagedEventJson> {
  const managed = await findManagedEvent(db, input.eventId, input.manager, 'read')
  const now = clock.now()
  const [detail] = await findEventDetailsByIds(db, [input.eventId], { now, viewerUserId: null })
  if (!detail) throw new AppError('NOT_FOUND', 'There is no such event.')
  return { ...computeEventJson(detail, { now, origin: input.origin }), online_url: managed.onlineUrl }
}
