import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUserProfileById } from './accounts-repository'
import { findCollectionEventIds, findCollectionsByUserId, findFollowedOrganizers, findInterestsByUserId, findSavedEventIds } from '@/core/social/social-repository'
import { rowsToInterests } from '@/core/social/interests'

/** Everything we hold about the user, as one JSON document ("download my data"). Never the password hash. */
export async function exportAccountData({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number }) {
  const profile = await findUserProfileById(db, input.userId)
  if (!profile) throw new AppError('NOT_FOUND', 'There is no such account.')
  const [saved, follows, interests, collections] = await Promise.all([
    findSavedEventIds(db, input.userId, { limit: 100_000, offset: 0 }),
    findFollowedOrganizers(db, input.userId, 100_000),
    findInterestsByUserId(db, input.userId),
    findCollectionsByUserId(db, input.userId),
  ])
  return {
    exportedAt: clock.now().toISOString(),
    account: {
      publicId: profile.publicId,
      fullName: profile.fullName,
      email: profile.email,
      isStaff: profile.isStaff,
      createdAt: profile.createdAt.toISOString(),
      photoUrl: profile.thumbnailKey ? `/images/${profile.thumbnailKey}` : null,
    },
    likedEventIds: saved.map(String),
    followedOrganizers: follows.map((f) => ({ id: String(f.id), name: f.name, followedAt: f.followedAt.toISOString() })),
    interests: rowsToInterests(interests),
    collections: await Promise.all(
      collections.map(async (c) => ({
        id: String(c.id),
        name: c.name,
        isPublic: c.isPublic,
        createdAt: c.createdAt.toISOString(),
        eventIds: (await findCollectionEventIds(db, c.id, 100_000)).map(String),
      })),
    ),
    // Ticketing is not built yet: nobody has orders to export.
    orders: [] as unknown[],
  }
}

export type AccountDataExport = Awaited<ReturnType<typeof exportAccountData>>
