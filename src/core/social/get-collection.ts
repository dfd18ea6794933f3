import 'server-only'
import { listEventsByIds } from '@/core/events/list-events-by-ids'
import type { EventJson } from '@/core/events/event-json'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { canViewCollection, MAX_EVENTS_PER_COLLECTION } from './collections'
import type { CollectionJson } from './list-collections'
import { findCollectionById, findCollectionEventIds } from './social-repository'

export type CollectionDetail = CollectionJson & { owner: { publicId: string; fullName: string }; isOwner: boolean; events: EventJson[] }

/** One collection with its events. A private collection of someone else is "not found", not "forbidden". */
export async function getCollection(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  input: { collectionId: number; viewerUserId: number | null; origin: string },
): Promise<CollectionDetail> {
  const c = await findCollectionById(deps.db, input.collectionId)
  if (!c || !canViewCollection(input.viewerUserId, c)) throw new AppError('NOT_FOUND', 'There is no such collection.')
  const ids = await findCollectionEventIds(deps.db, c.id, MAX_EVENTS_PER_COLLECTION)
  const events = await listEventsByIds(deps, { ids, viewerUserId: input.viewerUserId, origin: input.origin })
  return {
    id: String(c.id),
    name: c.name,
    isPublic: c.isPublic,
    eventCount: c.eventCount,
    createdAt: c.createdAt.toISOString(),
    owner: { publicId: c.ownerPublicId, fullName: c.ownerName },
    isOwner: input.viewerUserId === c.userId,
    events,
  }
}
