// GET /api/v3/events/{event_id}/queue/status/?place_token= (issue 42): where a place is. Answered from
// the signed place, the place's row and the room's shared "now serving" value; the poll itself writes
// nothing (its sighting, the heartbeat, goes to memory and is written in batches by the admission loop).
// Once admitted, the answer carries the admission token the checkout's hold spends.
import { AppError } from '@/core/shared/app-error'
import { estimateWaitSeconds } from './admission-rules'
import { computePlaceStatus } from './join-queue'
import type { QueueAnswerStatus, QueueDeps } from './queue-deps'
import { hashQueueSession, readPlaceToken, signAdmissionToken } from './queue-tokens'
import { countAdmittedSince, findEnabledWaitingRoom, findWaitingRoomEntry } from './waiting-rooms-repository'

export type QueueStatusAnswer = {
  status: QueueAnswerStatus
  position: number | null
  ahead: number | null
  estimated_wait_seconds: number | null
  admission_token?: string
}

/** The pace a wait is estimated from: admissions a minute over the last five minutes. */
export const PACE_WINDOW_MINUTES = 5

export async function getQueueStatus(
  deps: QueueDeps & { admissionsPerMinute?: (roomId: string) => Promise<number> },
  input: { eventId: number; sessionKey: string | null; placeToken: string },
): Promise<QueueStatusAnswer> {
  const room = await findEnabledWaitingRoom(deps.db, input.eventId)
  if (!room) throw new AppError('NOT_FOUND', 'This event has no waiting room.')
  const claims = input.sessionKey ? readPlaceToken(deps.secret, input.placeToken, { eventId: input.eventId, roomId: room.id, session: hashQueueSession(input.sessionKey) }) : null
  if (!claims) throw new AppError('PLACE_INVALID', 'This place is not yours or not in this line: join the waiting room again.')
  const entry = await findWaitingRoomEntry(deps.db, room.id, claims.entryId)
  if (!entry) throw new AppError('PLACE_INVALID', 'This place is not in this line: join the waiting room again.')
  deps.noteSighting(entry.id)
  const status = computePlaceStatus(entry)
  if (entry.status === 'abandoned') throw new AppError('PLACE_INVALID', 'This place was given up after its page stopped asking: join the waiting room again.')
  if (status === 'admitted') {
    const now = deps.clock.now()
    const usable = entry.status === 'admitted' && entry.admissionUsedAt === null && entry.admissionExpiresAt !== null && entry.admissionExpiresAt > now
    return {
      status,
      position: entry.position,
      ahead: 0,
      estimated_wait_seconds: 0,
      ...(usable ? { admission_token: signAdmissionToken(deps.secret, { eventId: input.eventId, roomId: room.id, entryId: entry.id, session: claims.session, expiresAtMs: entry.admissionExpiresAt!.getTime() }) } : {}),
    }
  }
  if (entry.position === null) return { status, position: null, ahead: null, estimated_wait_seconds: null }
  const ahead = Math.max(0, entry.position - room.nowServing - 1)
  const pace = deps.admissionsPerMinute
    ? await deps.admissionsPerMinute(room.id)
    : (await countAdmittedSince(deps.db, room.id, new Date(deps.clock.now().getTime() - PACE_WINDOW_MINUTES * 60_000))) / PACE_WINDOW_MINUTES
  return { status, position: entry.position, ahead, estimated_wait_seconds: estimateWaitSeconds(ahead, pace) }
}
