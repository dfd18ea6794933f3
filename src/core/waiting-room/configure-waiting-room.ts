// PUT /api/v3/events/{event_id}/waiting_room/ (issue 42): the organizer turns an on-sale waiting room on or
// off and sets it. The on-sale instant is the next scheduled sales start of the event's classes (or of one
// class); the pre-queue opens before it (30 minutes by default). Turning it on draws a new secret seed and
// publishes its commitment at once; while the room runs, the limit of active checkouts, the admission time
// and the pause can change, the seed and the order never.
import { randomBytes } from 'node:crypto'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEvent, type Manager } from '@/core/creators/managed-event-access'
import { computeSeedCommitment } from './fair-shuffle'
import { findEnabledWaitingRoom, findNextSalesStart, replaceWaitingRoom, updateWaitingRoom, type WaitingRoomRow } from './waiting-rooms-repository'

export const DEFAULT_PREQUEUE_MINUTES = 30
export const MAX_ACTIVE_CHECKOUTS = 100_000
export const MAX_ADMISSION_MINUTES = 60

export type WaitingRoomSettings = {
  enabled: boolean
  /** Null: 30 minutes before the on-sale instant. */
  prequeueOpensAt: Date | null
  maxActiveCheckouts: number
  admissionMinutes: number
  paused?: boolean
  ticketClassId?: number | null
}

/** A random id for a room or a place: 16 bytes, base64url (22 characters). */
export function newQueueId(prefix: 'room' | 'place'): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`
}

export async function configureWaitingRoom(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; manager: Manager; settings: WaitingRoomSettings },
): Promise<WaitingRoomRow | null> {
  const now = clock.now()
  const { settings } = input
  const errors: Record<string, string[]> = {}
  if (!Number.isInteger(settings.maxActiveCheckouts) || settings.maxActiveCheckouts < 1 || settings.maxActiveCheckouts > MAX_ACTIVE_CHECKOUTS) {
    errors.max_active_checkouts = [`must be a whole number from 1 to ${MAX_ACTIVE_CHECKOUTS.toLocaleString('en-US')}`]
  }
  if (!Number.isInteger(settings.admissionMinutes) || settings.admissionMinutes < 1 || settings.admissionMinutes > MAX_ADMISSION_MINUTES) {
    errors.admission_minutes = [`must be a whole number of minutes from 1 to ${MAX_ADMISSION_MINUTES}`]
  }
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)

  await findManagedEvent(db, input.eventId, input.manager, 'write')
  const current = await findEnabledWaitingRoom(db, input.eventId)
  if (!settings.enabled) {
    if (current) await updateWaitingRoom(db, current.id, { enabled: false, updatedAt: now })
    return null
  }
  if (current && (current.shuffledAt !== null || (settings.ticketClassId ?? null) === current.ticketClassId)) {
    // The room runs on (or only its settings change before the on-sale): the seed and the order stay.
    const prequeueOpensAt = current.shuffledAt === null && settings.prequeueOpensAt ? settings.prequeueOpensAt : current.prequeueOpensAt
    if (prequeueOpensAt > current.onSaleAt) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { prequeue_opens_at: ['must be at or before the on-sale instant'] })
    return updateWaitingRoom(db, current.id, {
      prequeueOpensAt,
      maxActiveCheckouts: settings.maxActiveCheckouts,
      admissionMinutes: settings.admissionMinutes,
      paused: settings.paused ?? current.paused,
      updatedAt: now,
    })
  }
  const ticketClassId = settings.ticketClassId ?? null
  const onSaleAt = await findNextSalesStart(db, { eventId: input.eventId, ticketClassId, now })
  if (!onSaleAt) {
    throw new AppError('INVALID_ARGUMENT', 'A waiting room lines people up for an on-sale: give a ticket class a sales start in the future first.', {
      enabled: ['needs a ticket class with a sales start in the future'],
    })
  }
  const prequeueOpensAt = settings.prequeueOpensAt ?? new Date(onSaleAt.getTime() - DEFAULT_PREQUEUE_MINUTES * 60_000)
  if (prequeueOpensAt > onSaleAt) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { prequeue_opens_at: ['must be at or before the on-sale instant'] })
  const seed = randomBytes(32).toString('hex')
  return replaceWaitingRoom(db, {
    id: newQueueId('room'),
    eventId: input.eventId,
    ticketClassId,
    prequeueOpensAt,
    onSaleAt,
    maxActiveCheckouts: settings.maxActiveCheckouts,
    admissionMinutes: settings.admissionMinutes,
    seed,
    commitment: computeSeedCommitment(seed),
    createdAt: now,
    updatedAt: now,
  })
}
