// PATCH /api/v3/ticket_classes/{id}/ (issue 20): the organizer changes a ticket class. Fields left out
// keep their value; the merged class must still be valid, and its quantity may not drop below the
// tickets already sold or held in unexpired orders (checked under the class's lock, as checkout is).
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEventForTicketing } from '@/core/ticketing/orders-repository'
import { toTicketClassJson, type TicketClassJson } from '@/core/ticketing/list-ticket-classes'
import { findTicketClassesByIdsWithAvailability } from '@/core/ticketing/inventory-repository'
import { assertPaidSalesAllowed } from '@/core/payouts/assert-paid-sales-allowed'
import { updateTicketClassFields, type TicketClassPatch } from './ticket-classes-repository'
import type { Manager } from './managed-event-access'
import { computeTicketClassProblems } from './creator-rules'
import { lockManagedTicketClass } from './ticket-class-access'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'
import { computeSettingChanges, recordSettingChanges } from './settings-audit'

export type UpdateTicketClassInput = {
  ticketClassId: number
  manager: Manager
  name?: string
  free?: boolean
  currency?: string
  priceMinor?: number
  capacity?: number
  minPerOrder?: number
  maxPerOrder?: number
  /** null clears the date. */
  salesStart?: Date | null
  salesEnd?: Date | null
  /** Decision 060: sold only through its direct link. */
  hidden?: boolean
  /** Decision 064: new registrations with this class wait for approval. */
  requiresApproval?: boolean
}

export async function updateTicketClass(
  { db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>,
  input: UpdateTicketClassInput,
): Promise<TicketClassJson> {
  const { json, eventId } = await db.transaction(async (tx) => {
    const now = clock.now()
    const { event, ticketClass: current } = await lockManagedTicketClass(tx, input.ticketClassId, input.manager, now)
    const free = input.free ?? current.kind === 'free'
    // Making a class on a live event paid puts paid tickets on sale: the organizer must be able to be paid (issue 37).
    if (event.status === 'live' && current.kind === 'free' && !free) await assertPaidSalesAllowed(tx, event.organizerId)
    // Making a class free without naming a price sets it to 0; the other way round needs a price.
    const priceMinor = input.priceMinor ?? (input.free === true ? 0 : current.priceMinor)
    const merged = {
      minPerOrder: input.minPerOrder ?? current.minPerOrder,
      maxPerOrder: input.maxPerOrder ?? current.maxPerOrder,
      salesStart: input.salesStart === undefined ? current.salesStart : input.salesStart,
      salesEnd: input.salesEnd === undefined ? current.salesEnd : input.salesEnd,
      capacity: input.capacity ?? current.capacity,
    }
    const errors: ArgumentErrors = computeTicketClassProblems({ free, priceMinor, ...merged })
    const taken = current.sold + current.held
    if (merged.capacity < taken) {
      errors.quantity_total = [`must be at least ${taken}: ${current.sold} sold${current.held > 0 ? ` and ${current.held} in checkouts under way` : ''}`]
    }
    if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
    const patch: TicketClassPatch = {
      name: input.name,
      kind: input.free === undefined ? undefined : free ? 'free' : 'paid',
      priceMinor: input.priceMinor !== undefined || input.free !== undefined ? priceMinor : undefined,
      currency: input.currency,
      capacity: input.capacity,
      minPerOrder: input.minPerOrder,
      maxPerOrder: input.maxPerOrder,
      salesStart: input.salesStart,
      salesEnd: input.salesEnd,
      hidden: input.hidden,
      requiresApproval: input.requiresApproval,
    }
    await updateTicketClassFields(tx, current.id, patch)
    // Hidden and approval-only are settings the organization's trail records (decision 068).
    await recordSettingChanges(tx, {
      organizerId: event.organizerId,
      actorUserId: input.manager.userId,
      type: 'ticket_class.settings_changed',
      subject: {
        event_id: event.id,
        event_name: event.name,
        ticket_class_id: current.id,
        ticket_class_name: input.name ?? current.name,
      },
      changes: computeSettingChanges(
        { hidden: current.hidden, requires_approval: current.requiresApproval },
        { hidden: input.hidden, requires_approval: input.requiresApproval },
      ),
      now,
    })
    await refreshEventPriceSummaries(tx, [event.id], now)
    const [inventory] = await findTicketClassesByIdsWithAvailability(tx, [current.id], now)
    const forSale = await findEventForTicketing(tx, event.id)
    return { json: toTicketClassJson(inventory!, now, forSale!.tax), eventId: event.id }
  })
  // The class's price moves the event's price summary, which search filters and counts on: an `event` change.
  await invalidateCaches({ kind: 'event', ids: [eventId] })
  return json
}
