// Who may see or change an event in the creator tools (issue 20, ARCHITECTURE §8): its organizer's owner
// reads and writes; staff read only; anyone else is told there is no such event, so an id reveals nothing.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findManagedEventById, type ManagedEventRow } from './event-publishing-repository'
import { findEventLocalStart } from './event-series-repository'

export type Manager = { userId: number; isStaff: boolean }

export async function findManagedEvent(
  db: Db,
  eventId: number,
  manager: Manager,
  access: 'read' | 'write',
  lock = false,
): Promise<ManagedEventRow> {
  const event = await findManagedEventById(db, eventId, lock)
  const owns = event !== null && event.ownerUserId === manager.userId
  const mayRead = owns || (manager.isStaff && access === 'read')
  if (!event || !mayRead) throw new AppError('NOT_FOUND', 'There is no such event.')
  return event
}

/**
 * An order the manager may act on (issue 20's dashboard actions) or, with `access` 'read', look at: one
 * of `eventId`'s orders (or of one of its dates, for a series), the event theirs (staff read any). A
 * stranger's event and another event's order both read as no such order.
 */
export async function assertManagedOrder(
  db: Db,
  eventId: number,
  manager: Manager,
  order: { eventId: number } | null,
  access: 'read' | 'write' = 'write',
): Promise<ManagedEventRow> {
  const event = await findManagedEvent(db, eventId, manager, access)
  const missing = new AppError('NOT_FOUND', 'There is no such order.')
  if (!order) throw missing
  // A series' dashboard lists its dates' orders: an order of one of its dates is the series' too.
  if (order.eventId !== eventId && (await findEventLocalStart(db, order.eventId))?.seriesParentId !== eventId) throw missing
  return event
}
