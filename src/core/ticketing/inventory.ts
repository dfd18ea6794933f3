// What can be bought now (ARCHITECTURE §7): availability = capacity − sold − unexpired holds, the per-order
// minimum and maximum, and the sales window. Pure: the reserve use case calls these under the classes'
// row locks with counts read in the same transaction.
import { AppError } from '@/core/shared/app-error'

export type ClassInventory = {
  id: number
  eventId: number
  name: string
  kind: string
  priceMinor: number
  currency: string
  capacity: number
  sold: number
  /** Tickets in unexpired holds (reserved orders, wait-list offers included). */
  held: number
  salesStart: Date | null
  salesEnd: Date | null
  minPerOrder: number
  maxPerOrder: number
  hidden: boolean
  /** Decision 064: an order with a seat of this class waits for the organizer's approval. */
  requiresApproval: boolean
}

export type OnSaleStatus = 'AVAILABLE' | 'SOLD_OUT' | 'NOT_YET_ON_SALE' | 'SALES_ENDED'

export type OrderLineRequest = { ticketClassId: number; quantity: number }

/** No order may ask for more than this many tickets of one class, whatever the class allows. */
export const MAX_TICKETS_PER_LINE = 100

export function computeRemaining(c: Pick<ClassInventory, 'capacity' | 'sold' | 'held'>): number {
  return Math.max(0, c.capacity - c.sold - c.held)
}

/** Eventbrite's `on_sale_status` of a class at `now`: the sales window first, then what remains. */
export function computeOnSaleStatus(
  c: Pick<ClassInventory, 'capacity' | 'sold' | 'held' | 'salesStart' | 'salesEnd'>,
  now: Date,
): OnSaleStatus {
  if (c.salesEnd && c.salesEnd <= now) return 'SALES_ENDED'
  if (c.salesStart && c.salesStart > now) return 'NOT_YET_ON_SALE'
  return computeRemaining(c) === 0 ? 'SOLD_OUT' : 'AVAILABLE'
}

/**
 * Refuses a request that cannot be held as asked: an unknown or other event's class (400), a quantity
 * outside the class's per-order limits (400), a class outside its sales window (409 CONFLICT), or too few
 * tickets left: 409 SOLD_OUT when none remain, NOT_ENOUGH_TICKETS when some but not enough do.
 */
export function assertLinesAvailable(
  classes: readonly ClassInventory[],
  eventId: number,
  lines: readonly OrderLineRequest[],
  now: Date,
  /** Hidden classes the buyer's direct link reveals (decision 060): only these of the hidden are sold. */
  revealed: ReadonlySet<number> = new Set(),
): void {
  if (lines.length === 0) throw new AppError('INVALID_ARGUMENT', 'Choose at least one ticket.', { tickets: ['Choose at least one ticket.'] })
  const seen = new Set<number>()
  for (const line of lines) {
    if (seen.has(line.ticketClassId)) {
      throw new AppError('INVALID_ARGUMENT', 'Each ticket class may appear once.', { tickets: ['Each ticket class may appear once.'] })
    }
    seen.add(line.ticketClassId)
    const c = classes.find((k) => k.id === line.ticketClassId)
    if (!c || c.eventId !== eventId || (c.hidden && !revealed.has(c.id))) {
      throw new AppError('INVALID_ARGUMENT', 'That ticket class is not sold for this event.', {
        ticket_class_id: [`Ticket class ${line.ticketClassId} is not sold for event ${eventId}.`],
      })
    }
    const max = Math.min(c.maxPerOrder, MAX_TICKETS_PER_LINE)
    if (!Number.isInteger(line.quantity) || line.quantity < Math.max(1, c.minPerOrder) || line.quantity > max) {
      throw new AppError('INVALID_ARGUMENT', `Choose between ${Math.max(1, c.minPerOrder)} and ${max} "${c.name}" tickets.`, {
        quantity: [`Must be between ${Math.max(1, c.minPerOrder)} and ${max}.`],
      })
    }
    const status = computeOnSaleStatus(c, now)
    if (status === 'SALES_ENDED') throw new AppError('CONFLICT', `Sales of "${c.name}" have ended.`)
    if (status === 'NOT_YET_ON_SALE') throw new AppError('CONFLICT', `"${c.name}" is not on sale yet.`)
    const remaining = computeRemaining(c)
    if (remaining === 0) throw new AppError('SOLD_OUT', `"${c.name}" is sold out.`)
    if (remaining < line.quantity) {
      throw new AppError('NOT_ENOUGH_TICKETS', `Only ${remaining} "${c.name}" ${remaining === 1 ? 'ticket is' : 'tickets are'} left.`)
    }
  }
}
