import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { canEditCollection, normalizeCollectionName } from './collections'
import type { CollectionJson } from './list-collections'
import { deleteCollection, findCollectionById, updateCollection as updateCollectionRow } from './social-repository'

/** Renames a collection, makes it public or private, or deletes it; owner only (others get "not found"). */
export async function updateCollection(
  { db }: Pick<CoreDeps, 'db'>,
  input: { userId: number; collectionId: number; change: { name?: string; isPublic?: boolean } | 'delete' },
): Promise<CollectionJson | null> {
  return db.transaction(async (tx) => {
    const c = await findCollectionById(tx, input.collectionId)
    if (!c || !canEditCollection(input.userId, c)) throw new AppError('NOT_FOUND', 'There is no such collection.')
    if (input.change === 'delete') {
      await deleteCollection(tx, c.id)
      return null
    }
    const fields = {
      ...(input.change.name !== undefined ? { name: normalizeCollectionName(input.change.name) } : {}),
      ...(input.change.isPublic !== undefined ? { isPublic: input.change.isPublic } : {}),
    }
    if (Object.keys(fields).length > 0) await updateCollectionRow(tx, c.id, fields)
    const next = { ...c, ...fields }
    return { id: String(c.id), name: next.name, isPublic: next.isPublic, eventCount: c.eventCount, createdAt: c.createdAt.toISOString() }
  })
}
