// The waiting rooms' wiring (issue 42): the queue use cases' dependencies, this instance's copies of what
// a poll needs (decision 071), and each instance's admission loop. A poll neither writes nor, in the
// common case, reads the database:
// - the room's row (its shared "now serving", shuffle time, pause) is read at most once a second per
//   instance and event, however many polls ask;
// - the pre-queue's positions are read once per instance after the shuffle (a later place's position
//   travels in its signed token);
// - a poll's sighting (its heartbeat) is kept in memory and written by the loop in batches, and a place
//   already written in the last SIGHTING_REWRITE_MS is not written again;
// - the recent pace is read at most once a second per room.
import 'server-only'
import { systemClock } from '@/core/shared/core-deps'
import { createTtlCache, getOrLoad } from '@/core/shared/ttl-cache'
import { PACE_WINDOW_MINUTES, type QueueStatusDeps } from '@/core/waiting-room/get-queue-status'
import { HEARTBEAT_GRACE_MS, runWaitingRoomAdmissions } from '@/core/waiting-room/run-waiting-room-admissions'
import { countAdmittedSince, findEnabledWaitingRoom, findPrequeuePositions, type WaitingRoomRow } from '@/core/waiting-room/waiting-rooms-repository'
import { env } from '@/env'
import { startBackgroundLoop, type BackgroundLoop } from './background-loop'
import { getDeps } from './get-deps'
import { logger } from './observability/logger'
import { waitingRoomSecret } from './ticketing'

/** How often each instance runs an admission round (the shuffle at the on-sale instant is within this). */
const ADMISSION_ROUND_MS = 1_000
const PACE_TTL_MS = 1_000
/** How old this instance's copy of a room may be: "now serving" moves once a round, about once a second. */
const ROOM_TTL_MS = 1_000
/**
 * A place's last sighting is written again only after this long: the admission gives a place up after
 * HEARTBEAT_GRACE_MS without one, so a third of it keeps every live place safe while 100,000 places polling
 * every few seconds cost a few thousand row updates a second instead of tens of thousands.
 */
const SIGHTING_REWRITE_MS = HEARTBEAT_GRACE_MS / 3
/** Bounds: sightings between two rounds, places remembered as written, rooms whose pre-queue is mapped. */
const MAX_SIGHTINGS = 200_000
const MAX_WRITTEN = 500_000
const MAX_POSITION_MAPS = 8

type PositionMap = { roomId: string; positions: Promise<Map<string, number>> }

type Holder = {
  loop?: BackgroundLoop
  stopped?: boolean
  sightings: Set<string>
  /** When each place's sighting was last written by this instance (ms since the epoch). */
  written: Map<string, number>
  pace: Map<string, { at: number; perMinute: number }>
  /** The enabled room of each event, as last read (a promise: concurrent polls share one read). */
  rooms: ReturnType<typeof createTtlCache<Promise<WaitingRoomRow | null>>>
  positions: PositionMap[]
}
// Kept on globalThis so a hot reload in development does not start a second loop.
const holder: Holder = ((globalThis as { __tesseraQueue?: Holder }).__tesseraQueue ??= {
  sightings: new Set<string>(),
  written: new Map(),
  pace: new Map(),
  rooms: createTtlCache(ROOM_TTL_MS, 10_000),
  positions: [],
})

function noteSighting(entryId: string): void {
  const writtenAt = holder.written.get(entryId)
  if (writtenAt !== undefined && Date.now() - writtenAt < SIGHTING_REWRITE_MS) return
  // Bounded: a flood of polls between two rounds cannot grow it without limit.
  if (holder.sightings.size < MAX_SIGHTINGS) holder.sightings.add(entryId)
}

function takeSightings(): string[] {
  const seen = [...holder.sightings]
  holder.sightings.clear()
  const now = Date.now()
  if (holder.written.size + seen.length > MAX_WRITTEN) {
    for (const [id, at] of holder.written) if (now - at >= SIGHTING_REWRITE_MS) holder.written.delete(id)
    if (holder.written.size + seen.length > MAX_WRITTEN) holder.written.clear()
  }
  for (const id of seen) holder.written.set(id, now)
  return seen
}

/** The event's enabled room, read at most once a second by this instance. */
function findRoom(eventId: number): Promise<WaitingRoomRow | null> {
  return getOrLoad(holder.rooms, String(eventId), Date.now(), async () => findEnabledWaitingRoom((await getDeps()).db, eventId))
}

/** The pre-queue's position of a place, from this instance's map of the room's shuffle (read once). */
async function placePosition(room: WaitingRoomRow, entryId: string): Promise<number | undefined> {
  let map = holder.positions.find((m) => m.roomId === room.id)
  if (!map) {
    const loaded: PositionMap = {
      roomId: room.id,
      positions: findPrequeuePositions((await getDeps()).db, room.id).then((rows) => new Map(rows.map((r) => [r.id, r.position]))),
    }
    // A failed read is not kept: the next poll tries again (and this one reads its place's row).
    loaded.positions.catch(() => (holder.positions = holder.positions.filter((m) => m !== loaded)))
    holder.positions = [loaded, ...holder.positions].slice(0, MAX_POSITION_MAPS)
    map = loaded
  }
  return (await map.positions.catch(() => undefined))?.get(entryId)
}

export async function getQueueDeps(): Promise<QueueStatusDeps & Required<Pick<QueueStatusDeps, 'admissionsPerMinute' | 'findRoom' | 'placePosition'>>> {
  const { db } = await getDeps()
  startWaitingRoomLoop()
  return {
    db,
    clock: systemClock,
    secret: waitingRoomSecret(),
    maxPlacesPerAddress: env().ticketing.queuePlacesPerAddress,
    noteSighting,
    findRoom,
    placePosition,
    admissionsPerMinute: async (roomId) => {
      const known = holder.pace.get(roomId)
      if (known && Date.now() - known.at < PACE_TTL_MS) return known.perMinute
      const since = new Date(Date.now() - PACE_WINDOW_MINUTES * 60_000)
      const perMinute = (await countAdmittedSince(db, roomId, since)) / PACE_WINDOW_MINUTES
      if (holder.pace.size > 1_000) holder.pace.clear()
      holder.pace.set(roomId, { at: Date.now(), perMinute })
      return perMinute
    },
  }
}

/** A room turned on, off or changed here is seen at once by this instance's polls (others within a second). */
export function forgetQueueRoom(eventId: number): void {
  holder.rooms.delete(String(eventId))
}

async function runRound(): Promise<void> {
  const { db } = await getDeps()
  let taken: string[] = []
  try {
    const rounds = await runWaitingRoomAdmissions({ db, clock: systemClock, takeSightings: () => (taken = takeSightings()) })
    for (const round of rounds) {
      if (round.shuffleMs !== undefined) logger().info({ roomId: round.roomId, shuffleMs: Math.round(round.shuffleMs), admitted: round.admitted }, 'waiting room shuffled')
    }
  } catch (error) {
    // Sightings not written are noted again, so the next round writes them.
    for (const id of taken) {
      holder.written.delete(id)
      noteSighting(id)
    }
    throw error
  }
}

/** Starts this process's admission loop, once (with the first queue request, or at start). */
export function startWaitingRoomLoop(): void {
  if (holder.loop || holder.stopped) return
  holder.loop = startBackgroundLoop(runRound, ADMISSION_ROUND_MS, (error) => logger().warn({ err: error }, 'waiting room admission round failed'))
}

/** For shutdown: no more rounds, and one under way finishes before the pool closes. */
export async function stopWaitingRoomLoop(): Promise<void> {
  holder.stopped = true
  const loop = holder.loop
  holder.loop = undefined
  await loop?.stop()
}
