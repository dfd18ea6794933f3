// Collections (issue "Attendee features"): named lists of events a user keeps, private unless made public.
import { AppError } from '@/core/shared/app-error'
import { normalizeFullName } from '@/core/accounts/account-rules'

export const COLLECTION_NAME_MAX = 80
export const MAX_COLLECTIONS_PER_USER = 100
export const MAX_EVENTS_PER_COLLECTION = 500

/** A collection name as stored: spec §5 text rules, 1–80 characters. */
export function normalizeCollectionName(name: string): string {
  const clean = normalizeFullName(name)
  if (!clean) throw new AppError('INVALID_ARGUMENT', 'Give the collection a name.', { name: ['Give the collection a name.'] })
  if (clean.length > COLLECTION_NAME_MAX) {
    throw new AppError('INVALID_ARGUMENT', `Use at most ${COLLECTION_NAME_MAX} characters.`, { name: [`Use at most ${COLLECTION_NAME_MAX} characters.`] })
  }
  return clean
}

/** Who may see a collection: its owner always, anyone else only when it is public. */
export function canViewCollection(viewerUserId: number | null, collection: { userId: number; isPublic: boolean }): boolean {
  return collection.isPublic || viewerUserId === collection.userId
}

/** Only the owner may change a collection. */
export function canEditCollection(viewerUserId: number | null, collection: { userId: number }): boolean {
  return viewerUserId !== null && viewerUserId === collection.userId
}
