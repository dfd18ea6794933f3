import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { getCollection } from './get-collection'
import { listSavedEvents } from './list-saved-events'
import { findCollectionsByUserId } from './social-repository'

/** The collections page: each of the user's collections with its events, and the liked events that can be added. */
export async function listCollectionsWithEvents(deps: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; origin: string }) {
  const rows = await findCollectionsByUserId(deps.db, input.userId)
  const [collections, saved] = await Promise.all([
    Promise.all(rows.map((r) => getCollection(deps, { collectionId: r.id, viewerUserId: input.userId, origin: input.origin }))),
    listSavedEvents(deps, { userId: input.userId, page: 1, origin: input.origin }),
  ])
  const path = (url: string) => new URL(url).pathname
  return {
    collections: collections.map((c) => ({ id: c.id, name: c.name, isPublic: c.isPublic, events: c.events.map((e) => ({ id: e.id, name: e.name, url: path(e.url) })) })),
    likedEvents: saved.events.map((e) => ({ id: e.id, name: e.name })),
  }
}
