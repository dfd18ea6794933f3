// What the waiting room's use cases need (issue 42): the database, the clock, the secret that signs
// place and admission tokens, the per-address cap on places, and where a poll's sighting goes (kept in
// memory and written in batches by the admission loop, so that a poll writes nothing).
import type { CoreDeps } from '@/core/shared/core-deps'
import type { WaitingRoomRow } from './waiting-rooms-repository'

export type QueueDeps = Pick<CoreDeps, 'db' | 'clock'> & {
  secret: string
  /** Places one client address may hold at once in one room. */
  maxPlacesPerAddress: number
  /** Notes that a place's page asked just now (its heartbeat). */
  noteSighting: (entryId: string) => void
  /** The event's enabled room as this instance last read it (a second old at most); without it, read each time. */
  findRoom?: (eventId: number) => Promise<WaitingRoomRow | null>
}

export type QueueAnswerStatus = 'prequeue' | 'queued' | 'admitted'
