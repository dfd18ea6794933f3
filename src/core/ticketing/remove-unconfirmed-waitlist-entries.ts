import { metrics } from '@/core/shared/metrics'
import type { TicketingDeps } from './ticketing-deps'
import { deleteUnconfirmedEntriesBefore } from './waitlist-repository'

/** How long a wait-list join waits for its address to be confirmed before it is removed (decision 048). */
export const UNCONFIRMED_WAITLIST_DAYS = 7

/** How many one round removes; a flood of joins is cleared over the next rounds without a long statement. */
const REMOVE_LIMIT = 1000

/**
 * Removes wait-list joins whose confirmation link was never opened within a week: a bot's made-up addresses
 * would otherwise stay in the table for ever (issue 39 finding 1). Their link then says it is not valid
 * and offers to join again. Run by the periodic wait-list sweep; answers how many went.
 */
export async function removeUnconfirmedWaitlistEntries(deps: Pick<TicketingDeps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNCONFIRMED_WAITLIST_DAYS * 86_400_000)
  const removed = await deleteUnconfirmedEntriesBefore(deps.db, before, REMOVE_LIMIT)
  if (removed > 0) metrics.waitlistUnconfirmedRemoved(removed)
  return removed
}
