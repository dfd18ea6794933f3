// POST /api/v3/events/{id}/ticket_classes/ (issue 20): a free or paid ticket class on the organizer's
// event, with the event's price summary (which search reads) updated in the same transaction.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEventForTicketing } from '@/core/ticketing/orders-repository'
import { toTicketClassJson, type TicketClassJson } from '@/core/ticketing/list-ticket-classes'
import { findTicketClassesByIdsWithAvailability } from '@/core/ticketing/inventory-repository'
import { assertPaidSalesAllowed } from '@/core/payouts/assert-paid-sales-allowed'
import { insertTicketClass } from './ticket-classes-repository'
import { computeTicketClassProblems } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'

export type AddTicketClassInput = {
  eventId: number
  manager: Manager
  name: string
  free: boolean
  currency: string
  priceMinor: number
  capacity: number
  minPerOrder: number
  maxPerOrder: number
  salesStart: Date | null
  salesEnd: Date | null
  /** Decision 060: sold only through its direct link; left out of the public page and its "From" price. */
  hidden?: boolean
  /** Decision 064: registrations with this class wait for the organizer's approval. */
  requiresApproval?: boolean
}

export async function addTicketClass(
  { db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>,
  input: AddTicketClassInput,
): Promise<TicketClassJson> {
  const errors = computeTicketClassProblems(input)
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
  const created = await db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    // A paid class on a live event is on sale at once: the organizer must be able to be paid (issue 37).
    if (event.status === 'live' && !input.free) await assertPaidSalesAllowed(tx, event.organizerId)
    const row = await insertTicketClass(tx, {
      eventId: event.id,
      name: input.name,
      kind: input.free ? 'free' : 'paid',
      priceMinor: input.priceMinor,
      currency: input.currency,
      capacity: input.capacity,
      minPerOrder: input.minPerOrder,
      maxPerOrder: input.maxPerOrder,
      salesStart: input.salesStart,
      salesEnd: input.salesEnd,
      hidden: input.hidden ?? false,
      requiresApproval: input.requiresApproval ?? false,
    })
    const now = clock.now()
    await refreshEventPriceSummaries(tx, [event.id], now)
    const [inventory] = await findTicketClassesByIdsWithAvailability(tx, [row.id], now)
    // The all-in price includes sales tax the event adds (decision 043).
    const forSale = await findEventForTicketing(tx, event.id)
    return toTicketClassJson(inventory!, now, forSale!.tax)
  })
  // The class's price moves the event's price summary, which search filters and counts on: an `event` change.
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return created
}
