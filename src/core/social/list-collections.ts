import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findCollectionsByUserId } from './social-repository'

export type CollectionJson = { id: string; name: string; isPublic: boolean; eventCount: number; createdAt: string }

/** The user's collections, newest first (owner only: the caller checks). */
export async function listCollections({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<CollectionJson[]> {
  const rows = await findCollectionsByUserId(db, input.userId)
  return rows.map((r) => ({ id: String(r.id), name: r.name, isPublic: r.isPublic, eventCount: r.eventCount, createdAt: r.createdAt.toISOString() }))
}
