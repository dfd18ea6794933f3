import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { MAX_COLLECTIONS_PER_USER, normalizeCollectionName } from './collections'
import type { CollectionJson } from './list-collections'
import { countCollectionsOfUser, insertCollection } from './social-repository'

/** Creates a named collection for the user (private unless asked), at most 100 per user. */
export async function createCollection(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; name: string; isPublic: boolean },
): Promise<CollectionJson> {
  const name = normalizeCollectionName(input.name)
  const now = clock.now()
  return db.transaction(async (tx) => {
    if ((await countCollectionsOfUser(tx, input.userId)) >= MAX_COLLECTIONS_PER_USER) {
      throw new AppError('CONFLICT', `You can keep at most ${MAX_COLLECTIONS_PER_USER} collections.`)
    }
    const id = await insertCollection(tx, { userId: input.userId, name, isPublic: input.isPublic, now })
    return { id: String(id), name, isPublic: input.isPublic, eventCount: 0, createdAt: now.toISOString() }
  })
}
