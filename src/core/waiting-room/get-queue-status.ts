// GET /api/v3/events/{event_id}/queue/status/?place_token= (issue 42): where a place is. Answered from
// the signed place and the room's shared "now serving" value; the poll itself writes nothing (its
// sighting, the heartbeat, goes to memory and is written in batches by the admission loop). Decision 071:
// in the common case it reads nothing either. The room comes from `findRoom` (each instance's copy, a
// second old at most); a place's position from its token, or once after the shuffle from `placePosition`
// (each instance's map of the pre-queue's order), and the answer then carries a `place_token` that names
// the position. The place's row is read only when its position is unknown or the line has reached it
// (admitted, given up, done), which is when the admission token and its expiry are needed.
import { AppError } from '@/core/shared/app-error'
import { estimateWaitSeconds } from './admission-rules'
import { computePlaceStatus } from './join-queue'
import type { QueueAnswerStatus, QueueDeps } from './queue-deps'
import { hashQueueSession, readPlaceToken, signAdmissionToken, signPlaceToken, type PlaceClaims } from './queue-tokens'
import { countAdmittedSince, findEnabledWaitingRoom, findWaitingRoomEntry, type WaitingRoomRow } from './waiting-rooms-repository'

export type QueueStatusAnswer = {
  status: QueueAnswerStatus
  position: number | null
  ahead: number | null
  estimated_wait_seconds: number | null
  admission_token?: string
  /** A newer token for the same place, naming its position: polls with it need no lookup (decision 071). */
  place_token?: string
}

/** The pace a wait is estimated from: admissions a minute over the last five minutes. */
export const PACE_WINDOW_MINUTES = 5

export type QueueStatusDeps = QueueDeps & {
  /** The recent pace, admissions a minute (a per-instance copy); without it, counted per poll. */
  admissionsPerMinute?: (roomId: string) => Promise<number>
  /** A pre-queue place's position after the shuffle, when known without reading its row. */
  placePosition?: (room: WaitingRoomRow, entryId: string) => Promise<number | undefined>
}

export async function getQueueStatus(deps: QueueStatusDeps, input: { eventId: number; sessionKey: string | null; placeToken: string }): Promise<QueueStatusAnswer> {
  const room = deps.findRoom ? await deps.findRoom(input.eventId) : await findEnabledWaitingRoom(deps.db, input.eventId)
  if (!room) throw new AppError('NOT_FOUND', 'This event has no waiting room.')
  const claims = input.sessionKey ? readPlaceToken(deps.secret, input.placeToken, { eventId: input.eventId, roomId: room.id, session: hashQueueSession(input.sessionKey) }) : null
  if (!claims) throw new AppError('PLACE_INVALID', 'This place is not yours or not in this line: join the waiting room again.')
  // Before the shuffle every place of this room waits in the pre-queue (a room's places are never deleted
  // while it exists, and nobody is admitted or given up before the shuffle): nothing to look up.
  if (room.shuffledAt === null) {
    deps.noteSighting(claims.entryId)
    return { status: 'prequeue', position: null, ahead: null, estimated_wait_seconds: null }
  }
  const known = claims.position ?? (room.shuffledAt !== null && deps.placePosition ? await deps.placePosition(room, claims.entryId) : undefined)
  // Places are settled in line order up to "now serving": one behind it is still waiting, as its token says.
  if (known !== undefined && known > room.nowServing) {
    deps.noteSighting(claims.entryId)
    return { ...(await queuedAnswer(deps, room, known)), ...reissued(deps.secret, claims, known) }
  }
  const entry = await findWaitingRoomEntry(deps.db, room.id, claims.entryId)
  if (!entry) throw new AppError('PLACE_INVALID', 'This place is not in this line: join the waiting room again.')
  deps.noteSighting(entry.id)
  const status = computePlaceStatus(entry)
  if (entry.status === 'abandoned') throw new AppError('PLACE_INVALID', 'This place was given up after its page stopped asking: join the waiting room again.')
  const newer = entry.position === null ? {} : reissued(deps.secret, claims, entry.position)
  if (status === 'admitted') {
    const now = deps.clock.now()
    const usable = entry.status === 'admitted' && entry.admissionUsedAt === null && entry.admissionExpiresAt !== null && entry.admissionExpiresAt > now
    return {
      status,
      position: entry.position,
      ahead: 0,
      estimated_wait_seconds: 0,
      ...(usable ? { admission_token: signAdmissionToken(deps.secret, { eventId: input.eventId, roomId: room.id, entryId: entry.id, session: claims.session, expiresAtMs: entry.admissionExpiresAt!.getTime() }) } : {}),
      ...newer,
    }
  }
  if (entry.position === null) return { status, position: null, ahead: null, estimated_wait_seconds: null }
  return { ...(await queuedAnswer(deps, room, entry.position)), ...newer }
}

async function queuedAnswer(deps: QueueStatusDeps, room: WaitingRoomRow, position: number): Promise<QueueStatusAnswer> {
  const ahead = Math.max(0, position - room.nowServing - 1)
  const pace = deps.admissionsPerMinute
    ? await deps.admissionsPerMinute(room.id)
    : (await countAdmittedSince(deps.db, room.id, new Date(deps.clock.now().getTime() - PACE_WINDOW_MINUTES * 60_000))) / PACE_WINDOW_MINUTES
  return { status: 'queued', position, ahead, estimated_wait_seconds: estimateWaitSeconds(ahead, pace) }
}

/** The token to poll with from now on, when the one given does not name the place's current position. */
function reissued(secret: string, claims: PlaceClaims, position: number): { place_token?: string } {
  return claims.position === position ? {} : { place_token: signPlaceToken(secret, { ...claims, position }) }
}
