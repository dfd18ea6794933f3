import { computeClassOffer } from '@/core/events/ticket-offer'
import { AppError } from '@/core/shared/app-error'
import { computeOnSaleStatus } from './inventory'
import { countWaitingEntries, insertWaitlistEntry } from './waitlist-repository'
import { findEventForTicketing } from './orders-repository'
import { lockTicketClassesWithAvailability } from './inventory-repository'
import type { TicketingDeps } from './ticketing-deps'

export type WaitlistEntryJson = { id: string; ticket_class_id: string; email: string; quantity: number; status: string; position: number; created: string }

/**
 * Joins a sold-out class's wait-list (issue 19 §9). Only a class that is sold out takes entries: when
 * tickets are on sale, buying them is the way in; a cancelled event's classes take none (ticket-offer.ts,
 * issue 36). Quantity within the class's per-order limits.
 */
export async function joinWaitlist(deps: TicketingDeps, input: { ticketClassId: number; email: string; name?: string; quantity: number; locale?: string | null }): Promise<{ waitlist_entry: WaitlistEntryJson }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [cls] = await lockTicketClassesWithAvailability(tx, [input.ticketClassId], now)
    // A draft's classes are its organizer's alone, as its ticket list is (issue 21 cross-user corpus).
    const event = cls && !cls.hidden ? await findEventForTicketing(tx, cls.eventId) : null
    if (!cls || !event || event.status === 'draft') throw new AppError('NOT_FOUND', 'There is no such ticket class.')
    if (input.quantity < Math.max(1, cls.minPerOrder) || input.quantity > cls.maxPerOrder) {
      throw new AppError('INVALID_ARGUMENT', `Choose between ${Math.max(1, cls.minPerOrder)} and ${cls.maxPerOrder} tickets.`, { quantity: [`Must be between ${Math.max(1, cls.minPerOrder)} and ${cls.maxPerOrder}.`] })
    }
    const offer = computeClassOffer(event.status, computeOnSaleStatus(cls, now))
    if (offer === 'cancelled') throw new AppError('CONFLICT', 'This event is cancelled: it has no wait-list.')
    if (offer !== 'waitlist') throw new AppError('CONFLICT', 'This ticket class is not sold out: its tickets can be bought now.')
    const entry = await insertWaitlistEntry(tx, { ticketClassId: cls.id, email: input.email, name: input.name ?? null, quantity: input.quantity, status: 'waiting', createdAt: now, locale: input.locale ?? null })
    const position = await countWaitingEntries(tx, cls.id, now)
    return {
      waitlist_entry: { id: String(entry.id), ticket_class_id: String(cls.id), email: entry.email, quantity: entry.quantity, status: entry.status, position, created: entry.createdAt.toISOString() },
    }
  })
}
