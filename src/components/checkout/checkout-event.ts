// What checkout needs to know of an event, read off its page (the event page, the embed, the waiting
// room all open the same checkout for it).
import type { EventPage } from '@/core/events/get-event-page'
import type { CheckoutEvent } from './checkout-dialog'

export function computeCheckoutEvent(page: EventPage, contentLang: string | undefined): CheckoutEvent {
  const { event } = page
  return {
    id: event.id,
    name: event.name,
    timeZone: event.timezone,
    openDiscount: event.ticket_availability.open_discount !== null,
    bogo: event.ticket_availability.has_bogo_tickets,
    status: event.status,
    startUtc: event.start.utc,
    requiresApproval: page.requiresApproval === true,
    ...(contentLang ? { contentLang } : {}),
    ...(page.ticketLink ? { ticketLink: page.ticketLink } : {}),
  }
}
