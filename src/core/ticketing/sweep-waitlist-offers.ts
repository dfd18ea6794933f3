import { offerWaitlistTickets } from './offer-waitlist-tickets'
import { findClassIdsWithWaitingEntries } from './waitlist-repository'
import { tryLockTicketClass } from './inventory-repository'
import type { TicketingDeps } from './ticketing-deps'

/** How many classes one sweep looks at; the rest wait for the next round. */
const SWEEP_CLASS_LIMIT = 200

/**
 * One round of the periodic wait-list sweep: holds expire without any write, so nothing else notices
 * their seats coming back. Every class with someone waiting (or a lapsed offer) is claimed with
 * `FOR UPDATE SKIP LOCKED` in its own short transaction, so several instances sweeping at once never
 * offer the same seats twice and never wait on each other or on a sale (a busy class is simply looked at
 * on the next round). Answers how many entries were offered tickets.
 */
export async function sweepWaitlistOffers(deps: TicketingDeps): Promise<number> {
  let offered = 0
  for (const ticketClassId of await findClassIdsWithWaitingEntries(deps.db, deps.clock.now(), SWEEP_CLASS_LIMIT)) {
    offered += await deps.db.transaction(async (tx) => ((await tryLockTicketClass(tx, ticketClassId)) ? offerWaitlistTickets(tx, deps, ticketClassId) : 0))
  }
  return offered
}
