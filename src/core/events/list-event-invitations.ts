// A private event's invitation list as its organizer reads it (decision 060); anyone else 404.
import 'server-only'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findInvitationsByEventId } from './event-invitations-repository'
import { toInvitationJson, type InvitationJson } from './invite-to-event'

export async function listEventInvitations(deps: Pick<CoreDeps, 'db'>, input: { eventId: number; manager: Manager }): Promise<{ invitations: InvitationJson[] }> {
  const event = await findManagedEvent(deps.db, input.eventId, input.manager, 'read')
  return { invitations: (await findInvitationsByEventId(deps.db, event.id)).map(toInvitationJson) }
}
