// Who may see or change an event in the creator tools (issue 20, ARCHITECTURE §8; roles: issue 40,
// decision 061): its organization's account and the team's owners and managers read and write; door staff
// use the check-in desk of the events they were given and are refused the rest (403: they know the event);
// staff read only; anyone else, a removed member included, is told there is no such event. Membership is
// read on every call, never from the session, so a removal takes effect on the member's next request.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findManagedEventById, type ManagedEventRow } from './event-publishing-repository'
import { findEventLocalStart } from './event-series-repository'
import { findMembership } from './team-repository'
import { computeEventPermission, type EventAccess, type EventStanding } from './team-roles'

/**
 * Who asks. `organizerId` is set for an API key (decision 065): the key reaches only its own organization's
 * events, whatever else its creator may manage, and any other event reads as no such event.
 */
export type Manager = { userId: number; isStaff: boolean; organizerId?: number }

export type ManagedEvent = ManagedEventRow & { standing: EventStanding }

/** How `manager` stands to the organization of an event owned by `ownerUserId`. */
export async function findEventStanding(db: Db, event: { organizerId: number; ownerUserId: number | null }, manager: Manager): Promise<EventStanding> {
  if (manager.organizerId !== undefined && manager.organizerId !== event.organizerId) return { kind: 'none', isStaff: false }
  if (event.ownerUserId === manager.userId) return { kind: 'account' }
  const membership = await findMembership(db, event.organizerId, manager.userId)
  return membership ? { kind: 'member', role: membership.role, eventIds: membership.eventIds } : { kind: 'none', isStaff: manager.isStaff }
}

export async function findManagedEvent(db: Db, eventId: number, manager: Manager, access: EventAccess, lock = false): Promise<ManagedEvent> {
  const event = await findManagedEventById(db, eventId, lock)
  if (!event) throw new AppError('NOT_FOUND', 'There is no such event.')
  const standing = await findEventStanding(db, event, manager)
  // A series' date is given to door staff through its series.
  const decided = computeEventPermission(standing, eventId, access)
  const permission =
    decided === 'hidden' && standing.kind === 'member' && standing.role === 'door' && (await findEventLocalStart(db, eventId))?.seriesParentId != null
      ? computeEventPermission(standing, (await findEventLocalStart(db, eventId))!.seriesParentId!, access)
      : decided
  if (permission === 'hidden') throw new AppError('NOT_FOUND', 'There is no such event.')
  if (permission === 'forbidden') throw new AppError('FORBIDDEN', 'Your role in this organization does not allow this.')
  return { ...event, standing }
}

/**
 * An order the manager may act on (issue 20's dashboard actions) or, with `access` 'read', look at: one
 * of `eventId`'s orders (or of one of its dates, for a series), the event theirs (staff read any). A
 * stranger's event and another event's order both read as no such order; door staff are refused orders.
 */
export async function assertManagedOrder(
  db: Db,
  eventId: number,
  manager: Manager,
  order: { eventId: number } | null,
  access: 'read' | 'write' = 'write',
): Promise<ManagedEvent> {
  const event = await findManagedEvent(db, eventId, manager, access)
  const missing = new AppError('NOT_FOUND', 'There is no such order.')
  if (!order) throw missing
  // A series' dashboard lists its dates' orders: an order of one of its dates is the series' too.
  if (order.eventId !== eventId && (await findEventLocalStart(db, order.eventId))?.seriesParentId !== eventId) throw missing
  return event
}
