// Which organization's team a signed-in user manages (issue 40, decision 061): "me" is their own
// organization, or the one they were invited to as an owner (organizer-profile-repository.ts); managers
// and door staff manage no team. Read per request, like every role.
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findOwnOrganizer } from './organizer-profile-repository'
import { findOrganizationAccount, findMembership } from './team-repository'
import { canManageOrganization, type EventStanding } from './team-roles'

export type ManagedTeam = { organizerId: number; organizerName: string; accountUserId: number | null }

/** The team the user manages, or null when they have no organization of their own nor an owner's place in one. */
export async function findManagedTeam(db: Db, userId: number, lock = false): Promise<ManagedTeam | null> {
  const organizer = await findOwnOrganizer(db, userId, lock)
  if (!organizer) return null
  const account = await findOrganizationAccount(db, organizer.id)
  const membership = account?.userId === userId ? null : await findMembership(db, organizer.id, userId)
  const standing: EventStanding = account?.userId === userId ? { kind: 'account' } : membership ? { kind: 'member', role: membership.role, eventIds: membership.eventIds } : { kind: 'none', isStaff: false }
  if (!canManageOrganization(standing)) return null
  return { organizerId: organizer.id, organizerName: organizer.name, accountUserId: account?.userId ?? null }
}

export async function requireManagedTeam(db: Db, userId: number, lock = false): Promise<ManagedTeam> {
  const team = await findManagedTeam(db, userId, lock)
  if (!team) throw new AppError('NOT_FOUND', 'You have no organization whose team you manage.')
  return team
}
