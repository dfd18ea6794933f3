import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { lockTicketClassesWithAvailability } from './inventory-repository'
import { offerWaitlistTickets } from './offer-waitlist-tickets'
import { findEventForTicketing } from './orders-repository'
import type { TicketingDeps } from './ticketing-deps'
import { computeWaitlistJoinedEmail } from './ticketing-emails'
import { isWaitlistConfirmTokenValid } from './waitlist-confirmation'
import { computeWaitlistEntryJson, type WaitlistEntryJson } from './waitlist-entry-json'
import { countWaitingEntries, findLiveWaitlistPlace, findWaitlistEntryById, isWaitlistPlaceConflict, writeWaitlistConfirmation } from './waitlist-repository'

const LINK_REFUSED = 'This confirmation link is not valid. Open the link from the email we sent you, or join the waitlist again.'
export const ALREADY_ON_WAITLIST = 'This email address already has a place on this event’s waitlist: one place per address and event.'

/**
 * Confirms a wait-list entry from the link emailed to its address (issue 39 findings 1 and 7, decision
 * 048): only then does it take a place in line and may be offered seats, so made-up addresses never reach
 * an offer. One confirmed place per address and event: a second is refused (409 ALREADY_ON_WAITLIST,
 * counted and logged), and the database's unique index settles two racing confirmations. Confirming
 * again answers the same entry. Seats already free are offered at once, in the same transaction.
 */
export async function confirmWaitlistEntry(deps: TicketingDeps, input: { entryId: number; token: string }): Promise<{ waitlist_entry: WaitlistEntryJson }> {
  if (!isWaitlistConfirmTokenValid(deps.secret, input.entryId, input.token)) {
    throw new AppError('INVALID_ARGUMENT', LINK_REFUSED, { token: [LINK_REFUSED] })
  }
  const now = deps.clock.now()
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await findWaitlistEntryById(tx, input.entryId)
      if (!found) throw new AppError('INVALID_ARGUMENT', LINK_REFUSED, { token: [LINK_REFUSED] })
      // Under the class's lock, as joins and offers are: the line's count below is then exact.
      const [cls] = await lockTicketClassesWithAvailability(tx, [found.ticketClassId], now)
      const event = cls ? await findEventForTicketing(tx, cls.eventId) : null
      if (!cls || !event) throw new AppError('NOT_FOUND', 'There is no such ticket class.')
      if (found.confirmedAt === null) {
        if (await findLiveWaitlistPlace(tx, { eventId: found.eventId, emailKey: found.emailKey, exceptId: found.id, now })) throw refuseSecondPlace(found.eventId)
        await writeWaitlistConfirmation(tx, found.id, now)
        const position = await countWaitingEntries(tx, cls.id, now, { id: found.id, confirmedAt: now })
        await enqueueEmail(tx, computeWaitlistJoinedEmail({ to: found.email, event, className: cls.name, quantity: found.quantity, position, offerHours: deps.waitlistOfferHours, locale: found.locale }))
        await offerWaitlistTickets(tx, deps, cls.id)
      }
      const entry = (await findWaitlistEntryById(tx, found.id))!
      return { waitlist_entry: computeWaitlistEntryJson(entry, entry.status === 'waiting' ? await countWaitingEntries(tx, cls.id, now, entry) : null) }
    })
  } catch (error) {
    // Two confirmations of one address raced: the unique index let one through.
    if (isWaitlistPlaceConflict(error)) throw refuseSecondPlace(null)
    throw error
  }
}

// Counted here; the adapter writes the warning line (http-errors.ts, as for the hold limits).
function refuseSecondPlace(eventId: number | null): AppError {
  metrics.refusal('waitlist_email_taken')
  return new AppError('ALREADY_ON_WAITLIST', ALREADY_ON_WAITLIST, undefined, { details: { rule: 'waitlist_email_taken', ...(eventId === null ? {} : { event_id: String(eventId) }) } })
}
