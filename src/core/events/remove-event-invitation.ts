// Removing an address from a private event's invitation list (decision 060); its organizer only.
import 'server-only'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { recordSettingChanges } from '@/core/creators/settings-audit'
import { deleteInvitation } from './event-invitations-repository'

/** Removes one address from the list: its link and its signed-in access stop at once. */
export async function removeEventInvitation(deps: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager; invitationId: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write')
    const removed = await deleteInvitation(tx, event.id, input.invitationId)
    if (!removed) throw new AppError('NOT_FOUND', 'There is no such invitation.')
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'event.invitation_removed',
      subject: { event_id: event.id, event_name: event.name },
      changes: [{ setting: 'invitations', from: removed.email, to: null }],
      now: deps.clock.now(),
    })
  })
}
