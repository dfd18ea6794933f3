import { offerWaitlistTickets } from './offer-waitlist-tickets'
import type { TicketingDeps } from './ticketing-deps'

/**
 * Offers a class's freed tickets to its wait-list (issue 19 §9) in a transaction of its own. Cancel and
 * refund offer inside their own transactions; this is for capacity that frees otherwise: the creators'
 * class PATCH calls it after the commit that raises `capacity`, and sweep-waitlist-offers.ts does the same
 * for holds that expired by themselves. Answers how many entries were offered tickets.
 */
export async function offerFreedTickets(deps: TicketingDeps, input: { ticketClassId: number }): Promise<number> {
  return deps.db.transaction((tx) => offerWaitlistTickets(tx, deps, input.ticketClassId))
}
