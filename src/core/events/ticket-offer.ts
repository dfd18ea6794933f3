// What an event's tickets offer a buyer now (issue 36 §3, "States a buyer and a door can trust"): one
// answer for the event page's main button, every event card, the checkout dialog, the wait-list and the
// API's Event JSON, so that no surface works it out again and none can disagree with another. Pure.
import type { OnSaleStatus } from '@/core/ticketing/inventory'

/**
 * - `cancelled`: the organizer called the event off. No price, no availability, no checkout, no wait-list;
 *   every surface says the event is cancelled instead.
 * - `waitlist`: nothing can be bought and a class is sold out: the wait-list is offered, never "Get
 *   tickets" or a promo code field.
 * - `tickets`: a class is on sale: checkout opens with its promo code field.
 * - `closed`: nothing on sale and nothing sold out (sales ended, not yet open, no classes): the classes
 *   say when, and checkout has nothing to take a promo code for.
 */
export type TicketOffer = 'cancelled' | 'waitlist' | 'tickets' | 'closed'

/** Whether the organizer called the event off (events.status, spelt 'cancelled' everywhere). */
export function isEventCancelled(eventStatus: string): boolean {
  return eventStatus === 'cancelled'
}

/**
 * What one ticket class offers, from its event's status and its own `on_sale_status` (inventory.ts
 * `computeOnSaleStatus`: capacity − sold − unexpired holds, inside the sales window): a sold-out class of
 * a live event takes wait-list entries; a cancelled event's classes offer nothing at all.
 */
export function computeClassOffer(eventStatus: string, onSale: OnSaleStatus): TicketOffer {
  if (isEventCancelled(eventStatus)) return 'cancelled'
  if (onSale === 'AVAILABLE') return 'tickets'
  if (onSale === 'SOLD_OUT') return 'waitlist'
  return 'closed'
}

/**
 * What the event offers as a whole, from its status and its classes' `on_sale_status`: tickets while any
 * class is on sale; else the wait-list while any class is sold out; else closed (no class at all is
 * closed too). A cancelled event offers nothing, whatever its classes say.
 */
export function computeTicketOffer(eventStatus: string, classes: readonly OnSaleStatus[]): TicketOffer {
  if (isEventCancelled(eventStatus)) return 'cancelled'
  const offers = classes.map((onSale) => computeClassOffer(eventStatus, onSale))
  if (offers.includes('tickets')) return 'tickets'
  return offers.includes('waitlist') ? 'waitlist' : 'closed'
}
