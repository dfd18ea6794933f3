// The approval sweep (decision 064), run by every instance's background loop: a registration nobody
// decided on within its time limit (approval-rules.ts: six days, or the event's start) expires, its seats
// go back and its card authorisation is released before the provider's own lapses. Orders are claimed
// with SKIP LOCKED inside the transaction that expires them, so several instances sweeping at once never
// act on one order twice; one being approved right now (claimed for its capture) is passed over.
import { withdrawInTransaction } from './approval-decisions'
import { lockLapsedApprovalOrders } from './approval-repository'
import { SYSTEM_ACTOR } from './order-lifecycle'
import { findOrderById } from './orders-repository'
import type { PaymentRow } from './payments-repository'
import { releaseAuthorisation } from './register-for-approval'
import type { TicketingDeps } from './ticketing-deps'

/** How many lapsed registrations one transaction expires; the next round takes the rest. */
const BATCH = 20
const MAX_ROUNDS = 10

export type ApprovalSweepDeps = TicketingDeps & {
  /** An event's own time (a test server moves events' clocks one by one); the clock's time otherwise. */
  eventNow?: (eventId: number) => Date
}

/** Expires the lapsed registrations; `searchNow` is the latest time any event's clock reads. Answers how many. */
export async function expireLapsedApprovals(deps: ApprovalSweepDeps, searchNow: Date = deps.clock.now()): Promise<{ expired: number }> {
  let expired = 0
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { seen, released } = await deps.db.transaction(async (tx) => {
      const due = await lockLapsedApprovalOrders(tx, searchNow, BATCH)
      const authorisations: (PaymentRow | null)[] = []
      for (const candidate of due) {
        const now = deps.eventNow?.(candidate.eventId) ?? deps.clock.now()
        const order = await findOrderById(tx, candidate.id)
        // Due by the latest clock but not by its own event's (a test server's moved clocks): left for later.
        if (!order || order.status !== 'pending_approval' || order.expiresAt > now) continue
        authorisations.push(await withdrawInTransaction(tx, { ...deps, clock: { now: () => now } }, order, { actor: SYSTEM_ACTOR, reason: 'approval_lapsed', message: null }))
      }
      return { seen: due.length, released: authorisations }
    })
    for (const authorisation of released) if (authorisation) await releaseAuthorisation(deps, authorisation.providerReference)
    expired += released.length
    if (seen < BATCH || released.length === 0) break
  }
  return { expired }
}
