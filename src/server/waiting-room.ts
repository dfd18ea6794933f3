// The waiting rooms' wiring (issue 42): the queue use cases' dependencies, the sightings of places whose
// pages asked (kept in memory, written in batches by the loop, so a poll writes nothing), the recent pace
// per room (read at most once a second per instance), and each instance's admission loop.
import 'server-only'
import { systemClock } from '@/core/shared/core-deps'
import type { QueueDeps } from '@/core/waiting-room/queue-deps'
import { PACE_WINDOW_MINUTES } from '@/core/waiting-room/get-queue-status'
import { runWaitingRoomAdmissions } from '@/core/waiting-room/run-waiting-room-admissions'
import { countAdmittedSince } from '@/core/waiting-room/waiting-rooms-repository'
import { env } from '@/env'
import { startBackgroundLoop, type BackgroundLoop } from './background-loop'
import { getDeps } from './get-deps'
import { logger } from './observability/logger'
import { waitingRoomSecret } from './ticketing'

type Holder = { loop?: BackgroundLoop; stopped?: boolean; sightings: Set<string>; pace: Map<string, { at: number; perMinute: number }> }
// Kept on globalThis so a hot reload in development does not start a second loop.
const holder: Holder = ((globalThis as { __tesseraWaitingRooms?: Holder }).__tesseraWaitingRooms ??= { sightings: new Set<string>(), pace: new Map() })

/** How often each instance runs an admission round (the shuffle at the on-sale instant is within this). */
const ADMISSION_ROUND_MS = 1_000
const PACE_TTL_MS = 1_000

export async function getQueueDeps(): Promise<QueueDeps & { admissionsPerMinute: (roomId: string) => Promise<number> }> {
  const { db } = await getDeps()
  startWaitingRoomLoop()
  return {
    db,
    clock: systemClock,
    secret: waitingRoomSecret(),
    maxPlacesPerAddress: env().ticketing.queuePlacesPerAddress,
    noteSighting: (entryId) => {
      // Bounded: a flood of polls between two rounds cannot grow it without limit.
      if (holder.sightings.size < 200_000) holder.sightings.add(entryId)
    },
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

async function runRound(): Promise<void> {
  const { db } = await getDeps()
  await runWaitingRoomAdmissions({
    db,
    clock: systemClock,
    takeSightings: () => {
      const seen = [...holder.sightings]
      holder.sightings.clear()
      return seen
    },
  })
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
