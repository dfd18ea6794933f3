// Who may change a ticket class (issue 20): the organizer of its event, as for the event itself; anyone
// else, and an unknown id, is told there is no such ticket class.
import { AppError, isAppError } from '@/core/shared/app-error'
import { lockTicketClassesWithAvailability, findTicketClassEventId } from '@/core/ticketing/inventory-repository'
import type { ClassInventory } from '@/core/ticketing/inventory'
import type { Db } from '@/db/create-db'
import { findManagedEvent, type Manager } from './managed-event-access'
import type { ManagedEventRow } from './event-publishing-repository'

/** The class, locked with its availability read inside the lock, and its event (locked first). */
export async function lockManagedTicketClass(tx: Db, ticketClassId: number, manager: Manager, now: Date): Promise<{ event: ManagedEventRow; ticketClass: ClassInventory }> {
  const missing = new AppError('NOT_FOUND', 'There is no such ticket class.')
  const eventId = await findTicketClassEventId(tx, ticketClassId)
  if (eventId === null) throw missing
  let event: ManagedEventRow
  try {
    event = await findManagedEvent(tx, eventId, manager, 'write', true)
  } catch (error) {
    // Door staff of the event are told it is not theirs to change (decision 061); anyone else learns nothing.
    if (isAppError(error) && error.code === 'FORBIDDEN') throw error
    throw missing
  }
  const [ticketClass] = await lockTicketClassesWithAvailability(tx, [ticketClassId], now)
  if (!ticketClass || ticketClass.eventId !== eventId) throw missing
  return { event, ticketClass }
}
