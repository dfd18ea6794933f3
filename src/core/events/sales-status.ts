// Sales status and urgency flags of an event from its ticket summary. The spec fixes the status names,
// the "sold out only when not part of a series" rule and the label priority (§3, §4, §9); the
// thresholds are ours (spec: "Server-side rules … not shown").
import type { UrgencyFlags } from '@/core/taxonomy/urgency'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import { isEventCancelled } from './ticket-offer'

export type TicketSummary = {
  capacity: number
  sold: number
  salesStart: Date | null
  salesEnd: Date | null
  hasEarlyBirdOnSale: boolean
  /** Tickets sold in the last GOING_FAST_WINDOW_MS (paid orders, refunds excluded): the sales velocity. */
  soldRecently: number
}

export type SalesStatusInput = {
  status: string
  isSeriesInstance: boolean
  tickets: TicketSummary
  now: Date
}

export type SalesStatus = 'on_sale' | 'sold_out' | 'sales_ended' | 'not_yet_on_sale' | 'cancelled' | 'postponed'

export type SalesStatusResult = {
  salesStatus: SalesStatus
  /** Shown as a badge when set (spec §4: no message while on sale). */
  message: string | null
  messageCode: string | null
}

export const FEW_TICKETS_RATIO = 0.9
// Issue 19 §10: "Going fast" from recent sales velocity, not from how much has ever sold: at least 10% of
// the capacity, and at least 5 tickets (so a 20-seat workshop selling 2 is not "going fast"), sold within
// the last 24 hours.
export const GOING_FAST_WINDOW_MS = 24 * 3600 * 1000
export const GOING_FAST_SHARE = 0.1
export const GOING_FAST_MIN_TICKETS = 5
// Issue 19 §10: "Sales end soon" only in the last 48 hours before sales end.
export const SALES_END_SOON_MS = 48 * 3600 * 1000
// Issue 23: and only when sales close well before the event starts. Sales that run until the doors open
// end "soon" for every event of the next two days, which the card's date already says: 25 of the 32
// cards of the demo home page said "Sales end soon".
export const SALES_CLOSE_EARLY_MS = 6 * 3600 * 1000
export const POPULAR_BOOKMARKS = 100
export const JUST_ADDED_MS = 7 * 24 * 3600 * 1000

function formatSalesStart(date: Date): string {
  return cachedDateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date)
}

/** Spec §4 "Sales status": on_sale by default; sold_out only outside a series. */
export function computeSalesStatus({ status, isSeriesInstance, tickets, now }: SalesStatusInput): SalesStatusResult {
  if (isEventCancelled(status)) return { salesStatus: 'cancelled', message: 'Cancelled', messageCode: 'event_cancelled' }
  if (status === 'postponed') return { salesStatus: 'postponed', message: 'Postponed', messageCode: 'event_postponed' }
  if (!isSeriesInstance && tickets.capacity > 0 && tickets.sold >= tickets.capacity) {
    return { salesStatus: 'sold_out', message: 'Sold Out', messageCode: 'tickets_sold_out' }
  }
  if (tickets.salesEnd && tickets.salesEnd <= now) {
    return { salesStatus: 'sales_ended', message: 'Sales Ended', messageCode: 'tickets_sales_ended' }
  }
  if (tickets.salesStart && tickets.salesStart > now) {
    return {
      salesStatus: 'not_yet_on_sale',
      message: `Sales start ${formatSalesStart(tickets.salesStart)}`,
      messageCode: 'tickets_not_yet_on_sale',
    }
  }
  return { salesStatus: 'on_sale', message: null, messageCode: null }
}

/**
 * "Going fast" (issue 19 §10): at least GOING_FAST_SHARE of the capacity and GOING_FAST_MIN_TICKETS
 * tickets sold in the last GOING_FAST_WINDOW_MS, with tickets still left. Pure: the repositories count the
 * recent sales, this decides, and cards, the event page and JSON-LD read the one flag.
 */
export function isGoingFast(tickets: Pick<TicketSummary, 'capacity' | 'sold' | 'soldRecently'>): boolean {
  if (tickets.capacity <= 0 || tickets.sold >= tickets.capacity) return false
  return tickets.soldRecently >= Math.max(GOING_FAST_MIN_TICKETS, Math.ceil(tickets.capacity * GOING_FAST_SHARE))
}

export type UrgencyInput = {
  salesStatus: SalesStatus
  tickets: TicketSummary
  bookmarksCount: number
  publishedAt: Date | null
  now: Date
  /** When the event starts; sales that end at (or just before) the start are not "ending soon". */
  eventStart?: Date | null
}

/** Urgency flags; none while the event is not on sale (spec §4: urgency only without a sales message). */
export function computeUrgencyFlags({ salesStatus, tickets, bookmarksCount, publishedAt, now, eventStart = null }: UrgencyInput): Required<UrgencyFlags> {
  const onSale = salesStatus === 'on_sale'
  const ratio = tickets.capacity > 0 ? tickets.sold / tickets.capacity : 0
  const remaining = tickets.capacity - tickets.sold
  const fewTickets = onSale && ratio >= FEW_TICKETS_RATIO && remaining > 0
  return {
    // "Almost full" says more than "Going fast": one or the other.
    goingFast: onSale && !fewTickets && isGoingFast(tickets),
    fewTickets,
    salesEndSoon:
      onSale &&
      tickets.salesEnd !== null &&
      tickets.salesEnd.getTime() - now.getTime() <= SALES_END_SOON_MS &&
      (eventStart === null || tickets.salesEnd.getTime() <= eventStart.getTime() - SALES_CLOSE_EARLY_MS),
    earlyBird: onSale && tickets.hasEarlyBirdOnSale,
    popular: onSale && bookmarksCount >= POPULAR_BOOKMARKS,
    new: onSale && publishedAt !== null && now.getTime() - publishedAt.getTime() <= JUST_ADDED_MS,
  }
}
