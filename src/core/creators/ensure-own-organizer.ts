// A creator's organizer, made on first need (their first event, profile edit or payout method), named
// after them until they rename it (issue 20).
import { slugifyPlaceName } from '@/core/places/place-slug'
import type { Db } from '@/db/create-db'
import { findUserFullName, insertOrganizer } from './creator-drafts-repository'
import { findOwnOrganizer, type OwnOrganizerRow } from './organizer-profile-repository'

/** The user's organizer, locked for the caller's transaction; created first if they have none. */
export async function ensureOwnOrganizer(tx: Db, userId: number, now: Date, name?: string): Promise<OwnOrganizerRow> {
  const current = await findOwnOrganizer(tx, userId, true)
  if (current) return current
  const chosen = name ?? ((await findUserFullName(tx, userId))?.trim() || 'My organization')
  await insertOrganizer(tx, { ownerUserId: userId, name: chosen, slug: slugifyPlaceName(chosen) || 'organizer', createdAt: now })
  return (await findOwnOrganizer(tx, userId, true))!
}
