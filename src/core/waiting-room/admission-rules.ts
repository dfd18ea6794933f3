// The waiting room's rules (issue 42), pure: who is let in next, what a poll answers, how long the wait
// is. The admission is closed-loop: it lets in as many as there are free checkout slots (the limit minus
// the checkouts under way), so a checkout that completes, expires or is abandoned frees a slot for the
// next person, instead of admitting at a fixed rate that overruns or starves the checkout.

export type QueueStatus = 'prequeue' | 'queued' | 'admitted' | 'abandoned' | 'done'

export type WaitingEntry = {
  id: string
  /** Place in line, 1-based; null for a pre-queue entry before the shuffle. */
  position: number | null
  lastSeenMs: number
}

export type AdmissionPlan = {
  /** Entries to admit now, in line order. */
  admit: string[]
  /** Entries passed over because their page stopped asking (their heartbeat missed the grace period). */
  abandon: string[]
}

/**
 * Who to admit now: `waiting` in line order (at most the free slots, and only entries whose page asked
 * within `graceMs`); those met on the way whose heartbeat lapsed are given up, so an abandoned place never
 * blocks the line. Nobody is admitted while paused or before the shuffle.
 */
export function planAdmissions(input: {
  maxActive: number
  active: number
  waiting: readonly WaitingEntry[]
  nowMs: number
  graceMs: number
  paused: boolean
  shuffled: boolean
}): AdmissionPlan {
  const plan: AdmissionPlan = { admit: [], abandon: [] }
  if (input.paused || !input.shuffled) return plan
  let free = Math.max(0, input.maxActive - input.active)
  const inLine = input.waiting.filter((e) => e.position !== null).sort((a, b) => a.position! - b.position!)
  for (const entry of inLine) {
    if (free === 0) break
    if (input.nowMs - entry.lastSeenMs > input.graceMs) {
      plan.abandon.push(entry.id)
      continue
    }
    plan.admit.push(entry.id)
    free--
  }
  return plan
}

/**
 * Seconds until a place is reached: the people ahead divided by the recent admission pace (admissions per
 * minute over the last few minutes). Null while nobody has been admitted yet (no pace to go by).
 */
export function estimateWaitSeconds(ahead: number, admittedPerMinute: number): number | null {
  if (ahead <= 0) return 0
  if (!(admittedPerMinute > 0)) return null
  return Math.ceil((ahead / admittedPerMinute) * 60)
}

/** Admissions per minute over the window ending now, from the admission times. */
export function computeAdmissionPace(admittedAtMs: readonly number[], nowMs: number, windowMs: number): number {
  const recent = admittedAtMs.filter((at) => at > nowMs - windowMs && at <= nowMs).length
  return (recent * 60_000) / windowMs
}

/**
 * What a poll answers for one place, from the place and the room's shared state (no database write):
 * before the shuffle everyone is in the pre-queue; after it, a place is admitted once the room has
 * admitted it, given up once its heartbeat lapsed, and otherwise queued with the people ahead of it. The
 * room admits in line order and gives a place up only when it reaches it, so every place up to the highest
 * admitted one is settled, and everyone between it and this place is still ahead.
 */
export function computePlaceStatus(input: {
  shuffled: boolean
  position: number | null
  admitted: boolean
  abandoned: boolean
  done: boolean
  /** The highest place admitted so far (0: none). */
  nowServing: number
}): { status: QueueStatus; position: number | null; ahead: number | null } {
  if (input.done) return { status: 'done', position: input.position, ahead: 0 }
  if (input.abandoned) return { status: 'abandoned', position: input.position, ahead: null }
  if (input.admitted) return { status: 'admitted', position: input.position, ahead: 0 }
  if (!input.shuffled || input.position === null) return { status: 'prequeue', position: null, ahead: null }
  const ahead = Math.max(0, input.position - 1 - input.nowServing)
  return { status: 'queued', position: input.position, ahead }
}
