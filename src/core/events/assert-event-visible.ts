// Who may see a private event's details and buy for it (issue 40 "Visibility", decision 060): anyone for
// a public or unlisted event; for a password event, a visitor whose pass is that of its current password;
// for an invitation-only event, a visitor whose pass is a standing invitation's (the emailed link) or who
// is signed in with an invited, verified address. Anyone else is refused with a 403 that says which.
import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { canSeeEvent, parseInvitationPass } from './event-access'
import { isInvitedToEvent } from './event-invitations-repository'

export type VisitorAccess = { secret: string; pass: string | null | undefined; userId: number | null }

export type EventVisibility = { id: number; passwordHash?: string | null; invitationOnly?: boolean }

/** True when the visitor may see the event (one query, only for an invitation-only event). */
export async function canVisitorSeeEvent(db: Db, event: EventVisibility, visitor: VisitorAccess): Promise<boolean> {
  if (!event.passwordHash && !event.invitationOnly) return true
  if (event.passwordHash && canSeeEvent(visitor.secret, event, visitor.pass)) return true
  if (!event.invitationOnly) return false
  const invitationId = parseInvitationPass(visitor.secret, event.id, visitor.pass)
  return isInvitedToEvent(db, event.id, { invitationId, userId: visitor.userId })
}

export async function assertEventVisible(db: Db, event: EventVisibility, visitor: VisitorAccess): Promise<void> {
  if (await canVisitorSeeEvent(db, event, visitor)) return
  const reason = event.passwordHash ? 'PASSWORD_REQUIRED' : 'INVITATION_REQUIRED'
  const message = event.passwordHash ? 'This event is private: enter its password on the event page first.' : 'This event is by invitation: open the link in your invitation, or sign in with the invited address.'
  throw new AppError('FORBIDDEN', message, undefined, { details: { reason } })
}
