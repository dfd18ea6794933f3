// POST /api/v3/events/{id}/dismiss_reminder/ (issue 38 point 15, decision 056): the organizer tells the
// overview to stop asking them to finish this draft; the draft itself stays in their events list.
import type { CoreDeps } from '@/core/shared/core-deps'
import { setDraftReminderDismissedAt } from './creator-drafts-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

/** Idempotent: dismissing twice keeps the first time; only the event's owner (anyone else: no such event). */
export async function dismissDraftReminder({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager }): Promise<void> {
  await findManagedEvent(db, input.eventId, { ...input.manager, isStaff: false }, 'write')
  await setDraftReminderDismissedAt(db, input.eventId, clock.now())
}
