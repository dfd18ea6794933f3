// GET /api/v3/events/{event_id}/queue/fairness/ (issue 42, docs/waiting-room.md): the seed's commitment
// from the start; after the shuffle, the seed, the pre-queue's entries (anonymous ids and join times) and
// the admission order, from which anyone can recompute the order (scripts/verify-queue.ts).
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEnabledWaitingRoom, findShuffledPrequeue } from './waiting-rooms-repository'

export type QueueFairness = { commitment: string } | { commitment: string; seed: string; entries: { id: string; joined_at: string }[]; order: string[] }

export async function getQueueFairness({ db }: Pick<CoreDeps, 'db'>, input: { eventId: number }): Promise<QueueFairness> {
  const room = await findEnabledWaitingRoom(db, input.eventId)
  if (!room) throw new AppError('NOT_FOUND', 'This event has no waiting room.')
  if (room.shuffledAt === null) return { commitment: room.commitment }
  const prequeue = await findShuffledPrequeue(db, room.id)
  return {
    commitment: room.commitment,
    seed: room.seed,
    // Listed by join time (then id), the order the algorithm starts from; `order` is the shuffle's.
    entries: [...prequeue].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((e) => ({ id: e.id, joined_at: e.joinedAt.toISOString() })),
    order: prequeue.filter((e) => e.position !== null).map((e) => e.id),
  }
}
