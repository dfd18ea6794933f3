// /contacts/ (issue 20): the attendees across a creator's events, one per email address. Only the
// viewer's own events are read: there is no one else's list to ask for.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findContactsOfOwner, type ContactRow } from './creator-dashboards-repository'

export async function listMyContacts({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<ContactRow[]> {
  return findContactsOfOwner(db, input.userId)
}
