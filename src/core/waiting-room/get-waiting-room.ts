// GET /api/v3/events/{event_id}/waiting_room/ (issue 42): the organizer's live view of the room: its
// settings, and how many wait, were admitted, are checking out, gave up and bought, the tickets sold of
// what the room lines up for, with the pace of the last five minutes and the time the line would take to
// clear at that pace.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import { estimateWaitSeconds } from './admission-rules'
import { PACE_WINDOW_MINUTES } from './get-queue-status'
import { countAdmittedSince, countSoldTickets, countWaitingRoom, findEnabledWaitingRoom, type WaitingRoomRow } from './waiting-rooms-repository'

export type WaitingRoomJson = {
  id: string
  enabled: boolean
  paused: boolean
  ticket_class_id: string | null
  prequeue_opens_at: string
  on_sale_at: string
  max_active_checkouts: number
  admission_minutes: number
  commitment: string
  shuffled_at: string | null
  now_serving: number
}

export type WaitingRoomLive = {
  waiting: number
  prequeue: number
  admitted: number
  active_checkouts: number
  abandoned: number
  done: number
  /** Tickets sold of the event, or of the room's class when it lines up for one. */
  sold: number
  admitted_per_minute: number
  estimated_clear_seconds: number | null
}

export function computeWaitingRoomJson(room: WaitingRoomRow): WaitingRoomJson {
  return {
    id: room.id,
    enabled: room.enabled,
    paused: room.paused,
    ticket_class_id: room.ticketClassId === null ? null : String(room.ticketClassId),
    prequeue_opens_at: room.prequeueOpensAt.toISOString(),
    on_sale_at: room.onSaleAt.toISOString(),
    max_active_checkouts: room.maxActiveCheckouts,
    admission_minutes: room.admissionMinutes,
    commitment: room.commitment,
    shuffled_at: room.shuffledAt?.toISOString() ?? null,
    now_serving: room.nowServing,
  }
}

export async function getWaitingRoom(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; manager: Manager },
): Promise<{ waiting_room: (WaitingRoomJson & { live: WaitingRoomLive }) | null }> {
  await findManagedEvent(db, input.eventId, input.manager, 'read')
  const room = await findEnabledWaitingRoom(db, input.eventId)
  if (!room) return { waiting_room: null }
  const now = clock.now()
  const counts = await countWaitingRoom(db, room.id, now)
  const sold = await countSoldTickets(db, { eventId: input.eventId, ticketClassId: room.ticketClassId })
  const perMinute = (await countAdmittedSince(db, room.id, new Date(now.getTime() - PACE_WINDOW_MINUTES * 60_000))) / PACE_WINDOW_MINUTES
  return {
    waiting_room: {
      ...computeWaitingRoomJson(room),
      live: {
        waiting: counts.waiting,
        prequeue: counts.prequeue,
        admitted: counts.admitted,
        active_checkouts: counts.activeCheckouts,
        abandoned: counts.abandoned,
        done: counts.done,
        sold,
        admitted_per_minute: Math.round(perMinute * 10) / 10,
        estimated_clear_seconds: estimateWaitSeconds(counts.waiting + counts.prequeue, perMinute),
      },
    },
  }
}
