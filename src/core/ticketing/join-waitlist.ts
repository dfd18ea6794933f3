import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { normalizeEmail } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { WAITLIST_JOINS_PER_EMAIL, WAITLIST_JOINS_PER_IP } from '@/core/accounts/rate-limits'
import { computeClassOffer } from '@/core/events/ticket-offer'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import { computeOnSaleStatus } from './inventory'
import { insertWaitlistEntry } from './waitlist-repository'
import { computeWaitlistEntryJson, type WaitlistEntryJson } from './waitlist-entry-json'
import { findEventForTicketing } from './orders-repository'
import { lockTicketClassesWithAvailability } from './inventory-repository'
import type { TicketingDeps } from './ticketing-deps'
import { computeWaitlistConfirmEmail } from './ticketing-emails'
import { computeWaitlistConfirmUrl } from './waitlist-confirmation'

/**
 * Joins a sold-out class's wait-list (issue 19 §9). Only a class that is sold out takes entries: when
 * tickets are on sale, buying them is the way in; a cancelled event's classes take none (ticket-offer.ts,
 * issue 36). Quantity within the class's per-order limits. The entry starts unconfirmed, in no line: the
 * email written with it asks the address's owner to confirm (confirm-waitlist-entry.ts, decision 048),
 * and carries nothing the joiner typed but the address itself. As it goes to any address typed in, joins
 * are limited per address and per IP (`ip`; none from internal callers).
 */
export async function joinWaitlist(deps: TicketingDeps, input: { ticketClassId: number; email: string; name?: string; quantity: number; locale?: string | null; ip?: string }): Promise<{ waitlist_entry: WaitlistEntryJson }> {
  const now = deps.clock.now()
  if (input.ip !== undefined) {
    await takeRateLimitHits(deps.db, now, [
      [WAITLIST_JOINS_PER_IP, input.ip],
      [WAITLIST_JOINS_PER_EMAIL, normalizeEmail(input.email)],
    ])
  }
  return deps.db.transaction(async (tx) => {
    const [cls] = await lockTicketClassesWithAvailability(tx, [input.ticketClassId], now)
    // A draft's classes are its organizer's alone, as its ticket list is (issue 21 cross-user corpus).
    const event = cls && !cls.hidden ? await findEventForTicketing(tx, cls.eventId) : null
    if (!cls || !event || event.status === 'draft') throw new AppError('NOT_FOUND', 'There is no such ticket class.')
    if (input.quantity < Math.max(1, cls.minPerOrder) || input.quantity > cls.maxPerOrder) {
      throw new AppError('INVALID_ARGUMENT', `Choose between ${Math.max(1, cls.minPerOrder)} and ${cls.maxPerOrder} tickets.`, { quantity: [`Must be between ${Math.max(1, cls.minPerOrder)} and ${cls.maxPerOrder}.`] })
    }
    const offer = computeClassOffer(event.status, computeOnSaleStatus(cls, now))
    if (offer === 'cancelled') throw new AppError('CONFLICT', 'This event is cancelled: it has no waitlist.')
    if (offer !== 'waitlist') throw new AppError('CONFLICT', 'This ticket class is not sold out: its tickets can be bought now.')
    const entry = await insertWaitlistEntry(tx, {
      ticketClassId: cls.id,
      eventId: cls.eventId,
      email: input.email,
      emailKey: normalizeEmail(input.email),
      name: input.name ?? null,
      quantity: input.quantity,
      status: 'waiting',
      createdAt: now,
      locale: input.locale ?? null,
    })
    const confirmUrl = computeWaitlistConfirmUrl(deps.siteUrl, deps.secret, entry.id)
    assertEmailQueued(await enqueueEmail(tx, computeWaitlistConfirmEmail({ to: entry.email, event, className: cls.name, quantity: entry.quantity, confirmUrl, locale: entry.locale })))
    return { waitlist_entry: computeWaitlistEntryJson(entry, null) }
  })
}
