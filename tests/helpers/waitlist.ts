// Joins a wait-list and confirms the address as its owner would from the emailed link (decision 048):
// for tests about what a confirmed entry is offered, not about the confirmation itself.
import { confirmWaitlistEntry } from '@/core/ticketing/confirm-waitlist-entry'
import { joinWaitlist } from '@/core/ticketing/join-waitlist'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { computeWaitlistConfirmToken } from '@/core/ticketing/waitlist-confirmation'

export async function joinConfirmedWaitlist(deps: TicketingDeps, input: Parameters<typeof joinWaitlist>[1]) {
  const joined = await joinWaitlist(deps, input)
  const entryId = Number(joined.waitlist_entry.id)
  return confirmWaitlistEntry(deps, { entryId, token: computeWaitlistConfirmToken(deps.secret, entryId) })
}
