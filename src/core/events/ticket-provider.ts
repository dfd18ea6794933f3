// Spec §9 "Default ticket provider is the product; any other tickets_by marks third-party". Its own
// module so the event card can read it without pulling the whole Event JSON builder into the browser.
export const DEFAULT_TICKET_PROVIDER = 'tessera'

/** Tickets sold here (an empty `tickets_by` is ours too), where checkout and the buyer's fee are ours. */
export function isSoldHere(ticketsBy: string): boolean {
  return ticketsBy === '' || ticketsBy === DEFAULT_TICKET_PROVIDER
}
