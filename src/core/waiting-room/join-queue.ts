// POST /api/v3/events/{event_id}/queue/join/ (issue 42): a browser session takes its place in the event's
// waiting room. Before the on-sale instant it waits in the pre-queue (no position until the shuffle);
// after it, it goes to the end of the line. The same session again (a refresh, a second tab, a second
// device of the same account's session) gets the same place, never a second; a place given up after its
// page stopped asking goes to the end of the line when it asks again. One address holds only a few places.
import { AppError } from '@/core/shared/app-error'
import { newQueueId } from './configure-waiting-room'
import type { QueueAnswerStatus, QueueDeps } from './queue-deps'
import { hashQueueSession, signPlaceToken } from './queue-tokens'
import { findEnabledWaitingRoom, joinWaitingRoom, rejoinWaitingRoom, type WaitingRoomEntryRow } from './waiting-rooms-repository'

export type JoinedQueue = { placeToken: string; status: QueueAnswerStatus; created: boolean }

/** What a place is, as the API names it. */
export function computePlaceStatus(entry: Pick<WaitingRoomEntryRow, 'status' | 'position'>): QueueAnswerStatus {
  if (entry.status === 'admitted' || entry.status === 'done') return 'admitted'
  return entry.position === null ? 'prequeue' : 'queued'
}

/**
 * `sessionKey` is this browser's; `accountKey` the signed-in account's, when there is one: the place is the
 * account's (a second device gets it back), while the place token is bound to this browser, so each
 * device's polls and admission stay its own.
 */
export async function joinQueue(deps: QueueDeps, input: { eventId: number; sessionKey: string | null; accountKey?: string | null; address: string }): Promise<JoinedQueue> {
  if (!input.sessionKey) throw new AppError('FORBIDDEN', 'Open the event’s page in a browser to join its waiting room.')
  const room = deps.findRoom ? await deps.findRoom(input.eventId) : await findEnabledWaitingRoom(deps.db, input.eventId)
  if (!room) throw new AppError('NOT_FOUND', 'This event has no waiting room.')
  const now = deps.clock.now()
  if (now < room.prequeueOpensAt) {
    throw new AppError('QUEUE_NOT_OPEN', `The waiting room opens at ${room.prequeueOpensAt.toISOString()}.`, undefined, { details: { opens_at: room.prequeueOpensAt.toISOString() } })
  }
  const sessionHash = hashQueueSession(input.sessionKey)
  const placeHash = input.accountKey ? hashQueueSession(input.accountKey) : sessionHash
  const joined = await joinWaitingRoom(deps.db, { roomId: room.id, entryId: newQueueId('place'), sessionHash: placeHash, address: input.address, now, maxPerAddress: deps.maxPlacesPerAddress })
  if (!joined) throw new AppError('TOO_MANY_PLACES', `One network may hold at most ${deps.maxPlacesPerAddress} places in this line at once.`)
  let entry = joined.entry
  if (entry.status === 'abandoned') entry = (await rejoinWaitingRoom(deps.db, { roomId: room.id, entryId: entry.id, now })) ?? entry
  deps.noteSighting(entry.id)
  return {
    placeToken: signPlaceToken(deps.secret, { eventId: input.eventId, roomId: room.id, entryId: entry.id, session: sessionHash, ...(entry.position === null ? {} : { position: entry.position }) }),
    status: computePlaceStatus(entry),
    created: joined.created,
  }
}
