// Who may see or change an event in the creator tools (issue 20, ARCHITECTURE §8): its organizer's owner
// reads and writes; staff read only; anyone else is told there is no such event, so an id reveals nothing.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findManagedEventById, type ManagedEventRow } from './creator-events-repository'

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
