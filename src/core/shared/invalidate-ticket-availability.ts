import type { CoreDeps } from './core-deps'

/**
 * For ticketing: after a transaction that changed what an event has left to sell commits (a class sold out
 * or reopened, a hold expired, an order was cancelled or refunded), drops the cached answers that show
 * availability, on every app instance within a second (decision 005, "Invalidation"). Search matches stay:
 * the events of a results page are always read fresh. A change of price is an event change instead.
 */
export function invalidateTicketAvailability(
  { invalidateCaches }: Pick<CoreDeps, 'invalidateCaches'>,
  eventIds: readonly number[],
): Promise<void> {
  return invalidateCaches({ kind: 'ticket-class', eventIds })
}
