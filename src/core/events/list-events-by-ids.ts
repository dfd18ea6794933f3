import 'server-only'
import { readerOf, type CoreDeps } from '@/core/shared/core-deps'
import { computeEventJson, type EventJson } from './event-json'
import { findEventDetailsByIds } from './events-repository'

/**
 * Public events by id, in the order asked. Drafts are never shown to the public, nor private events
 * (decision 060): their details wait behind their password, even in a like or a public collection.
 */
export async function listEventsByIds(
  deps: Pick<CoreDeps, 'db' | 'readDb' | 'clock'>,
  { ids, viewerUserId, origin }: { ids: number[]; viewerUserId: number | null; origin: string },
): Promise<EventJson[]> {
  const now = deps.clock.now()
  const details = await findEventDetailsByIds(readerOf(deps), ids, { now, viewerUserId })
  return details.filter((d) => d.status !== 'draft' && !d.hasPassword && !d.invitationOnly).map((d) => computeEventJson(d, { now, origin }))
}
