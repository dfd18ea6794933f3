// The check-in page's event (issue 20; roles: decision 061): its name and zone, and whether the viewer may
// check tickets in (its organization's account and team, door staff given it) or only look them up (staff).
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEvent, type Manager } from './managed-event-access'

/** `deskOnly`: door staff, who have this desk and no dashboard (decision 061). */
export type CheckInDesk = { id: number; name: string; timeZone: string; canCheckIn: boolean; deskOnly: boolean }

export async function getCheckInDesk({ db }: Pick<CoreDeps, 'db'>, input: { eventId: number; manager: Manager }): Promise<CheckInDesk> {
  const event = await findManagedEvent(db, input.eventId, input.manager, 'desk')
  return { id: event.id, name: event.name, timeZone: event.timeZone, canCheckIn: event.standing.kind !== 'none', deskOnly: event.standing.kind === 'member' && event.standing.role === 'door' }
}
