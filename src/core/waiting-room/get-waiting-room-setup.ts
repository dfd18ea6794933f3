// The organizer's waiting-room page (issue 42, /manage/events/{id}/waiting-room/): the event (its name, its
// time zone, in which the page writes times, and whether the viewer may change it), the ticket classes a
// room can line up for, and the room as GET /api/v3/events/{id}/waiting_room/ answers it, so the page's
// first paint shows what the live view then keeps up to date.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import { getWaitingRoom, type WaitingRoomJson, type WaitingRoomLive } from './get-waiting-room'
import { findTicketClassesWithSalesStart } from './waiting-rooms-repository'

export type WaitingRoomSetup = {
  event: { id: number; name: string; timeZone: string; canWrite: boolean }
  /** Classes whose sales start is still to come, and the one a running room lines up for; ISO instants. */
  classes: { id: string; name: string; salesStart: string }[]
  waitingRoom: (WaitingRoomJson & { live: WaitingRoomLive }) | null
}

/** Staff read (decision 061); door staff are refused (FORBIDDEN) and anyone else finds no such event. */
export async function getWaitingRoomSetup({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager }): Promise<WaitingRoomSetup> {
  const event = await findManagedEvent(db, input.eventId, input.manager, 'read')
  const { waiting_room: waitingRoom } = await getWaitingRoom({ db, clock }, input)
  const now = clock.now()
  const classes = (await findTicketClassesWithSalesStart(db, input.eventId)).filter((c) => c.salesStart > now || String(c.id) === waitingRoom?.ticket_class_id)
  return {
    event: { id: event.id, name: event.name, timeZone: event.timeZone, canWrite: event.standing.kind !== 'none' },
    classes: classes.map((c) => ({ id: String(c.id), name: c.name, salesStart: c.salesStart.toISOString() })),
    waitingRoom,
  }
}
