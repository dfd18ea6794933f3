// DELETE /api/v3/ticket_classes/{id}/ (issue 20): the organizer removes a ticket class nobody has
// bought. A class with sold tickets, or named by any order (paid, held or past: their history refers to
// it), stays: lowering its quantity or ending its sales is the way to stop selling it. A published event
// keeps at least one class, so it never goes live without tickets.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { countOrderLinesOfTicketClass, countTicketClasses, deleteTicketClassRow } from './ticket-classes-repository'
import type { Manager } from './managed-event-access'
import { lockManagedTicketClass } from './ticket-class-access'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'

export async function deleteTicketClass(
  { db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>,
  input: { ticketClassId: number; manager: Manager },
): Promise<void> {
  const eventId = await db.transaction(async (tx) => {
    const { event, ticketClass } = await lockManagedTicketClass(tx, input.ticketClassId, input.manager, clock.now())
    if (ticketClass.sold > 0) {
      throw new AppError('CONFLICT', `This ticket type has ${ticketClass.sold} sold ticket${ticketClass.sold === 1 ? '' : 's'} and cannot be deleted. Lower its quantity or end its sales instead.`)
    }
    if ((await countOrderLinesOfTicketClass(tx, ticketClass.id)) > 0) {
      throw new AppError('CONFLICT', 'This ticket type is part of orders (held, cancelled or refunded) and cannot be deleted. Lower its quantity or end its sales instead.')
    }
    if (event.status !== 'draft' && (await countTicketClasses(tx, event.id)) <= 1) {
      throw new AppError('CONFLICT', 'A published event needs at least one ticket type: add another before deleting this one.')
    }
    await deleteTicketClassRow(tx, ticketClass.id)
    await refreshEventPriceSummaries(tx, [event.id], clock.now())
    return event.id
  })
  // The class's price moves the event's price summary, which search filters and counts on: an `event` change.
  await invalidateCaches({ kind: 'event', ids: [eventId] })
}
