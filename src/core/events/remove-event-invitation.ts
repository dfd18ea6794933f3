// Removing an address from a private event's invitation list (decision 060); its organizer only.
import 'server-only'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteInvitation } from './event-invitations-repository'

/** Removes one address from the list: its link and its signed-in access stop at once. */
export async function removeEventInvitation(deps: Pick<CoreDeps, 'db'>, input: { eventId: number; manager: Manager; invitationId: number }): Promise<void> {
  const event = await findManagedEvent(deps.db, input.eventId, input.manager, 'write')
  if (!(await deleteInvitation(deps.db, event.id, input.invitationId))) throw new AppError('NOT_FOUND', 'There is no such invitation.')
}
