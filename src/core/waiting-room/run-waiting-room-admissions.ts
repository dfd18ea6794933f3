// The waiting room's admission loop (issue 42), run by every instance every second or so: for each room
// turned on, the shuffle once the on-sale instant has come (one instance wins it under the room's lock),
// the sightings of the places whose pages asked, then the admission round: as many of the next in line as
// there are free checkout slots (closed loop: completed, expired and abandoned checkouts free theirs),
// giving up places whose page stopped asking. Rounds of one room take its lock, so instances never admit
// past the limit together.
import { computeFairOrder } from './fair-shuffle'
import { planAdmissions } from './admission-rules'
import type { QueueDeps } from './queue-deps'
import { countWaitingRoom, findEnabledWaitingRooms, findNextInLine, recordAdmissions, shuffleWaitingRoom, touchWaitingRoomEntries, withWaitingRoomLock } from './waiting-rooms-repository'

/**
 * How long a place keeps its turn after its page last asked. The page asks every three seconds, but a
 * browser tab in the background may be woken only once a minute (Chrome's intensive throttling), so two
 * minutes: a buyer who switched tabs keeps the place, a closed page gives it up soon enough.
 */
export const HEARTBEAT_GRACE_MS = 120_000

/** `shuffleMs`: how long this instance's shuffle took (reading, ordering and writing the pre-queue), when it ran it. */
export type AdmissionRound = { roomId: string; shuffled: boolean; shuffleMs?: number; admitted: number; abandoned: number }

export async function runWaitingRoomAdmissions(
  deps: Pick<QueueDeps, 'db' | 'clock'> & { takeSightings: () => string[]; graceMs?: number },
): Promise<AdmissionRound[]> {
  await touchWaitingRoomEntries(deps.db, deps.takeSightings(), deps.clock.now())
  const rounds: AdmissionRound[] = []
  for (const room of await findEnabledWaitingRooms(deps.db)) {
    const now = deps.clock.now()
    let shuffled = false
    let shuffleMs: number | undefined
    if (room.shuffledAt === null) {
      if (now < room.onSaleAt) continue
      const started = performance.now()
      shuffled = await shuffleWaitingRoom(deps.db, room.id, now, (seed, entries) => computeFairOrder(seed, entries.map((e) => ({ id: e.id, joinedAt: e.joinedAt.toISOString() }))))
      if (shuffled) shuffleMs = performance.now() - started
    }
    // Counted, planned and written under the room's lock, so two instances never both fill the same slots.
    const plan = await withWaitingRoomLock(deps.db, room.id, async (tx) => {
      const counts = await countWaitingRoom(tx, room.id, now)
      const free = Math.max(0, room.maxActiveCheckouts - counts.activeCheckouts)
      if (free === 0 || room.paused) return { admit: [], abandon: [] }
      // Enough of the line to fill the free slots past a few given-up places.
      const waiting = await findNextInLine(tx, room.id, free * 2 + 50)
      const planned = planAdmissions({
        maxActive: room.maxActiveCheckouts,
        active: counts.activeCheckouts,
        waiting: waiting.map((w) => ({ id: w.id, position: w.position, lastSeenMs: w.lastSeenAt.getTime() })),
        nowMs: now.getTime(),
        graceMs: deps.graceMs ?? HEARTBEAT_GRACE_MS,
        paused: room.paused,
        shuffled: true,
      })
      await recordAdmissions(tx, { roomId: room.id, admit: planned.admit, abandon: planned.abandon, now, admissionExpiresAt: new Date(now.getTime() + room.admissionMinutes * 60_000) })
      return planned
    })
    rounds.push({ roomId: room.id, shuffled, ...(shuffleMs === undefined ? {} : { shuffleMs }), admitted: plan.admit.length, abandoned: plan.abandon.length })
  }
  return rounds
}
