// The invitation link's page and its button (issue 40, decision 061): the invited person, signed in with
// the invited address (signing up first if they have no account), joins the team with the invitation's
// role, once, within INVITATION_DAYS. Joining again with a new invitation changes their role.
import { findUserCredentialsById } from '@/core/accounts/accounts-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { Db } from '@/db/create-db'
import { hashInvitationToken } from './invite-team-member'
import { findInvitationByTokenHash, findOrganizationAccount, closeInvitation, insertOrganizationEvent, upsertMember, type InvitationRow } from './team-repository'
import { isTeamRole, type TeamRole } from './team-roles'

export type TeamInvitationView = { organization: string; role: TeamRole; email: string; expires: string }

async function findOpenInvitation(tx: Db, token: string, now: Date): Promise<InvitationRow & { organizerName: string }> {
  const invitation = token.length > 0 && token.length <= 100 ? await findInvitationByTokenHash(tx, hashInvitationToken(token)) : null
  // Used, revoked, expired and unknown links all read alike: nothing about the team is told.
  if (!invitation || invitation.status !== 'pending' || invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('NOT_FOUND', 'This invitation link no longer works. Ask the organizer for a new one.')
  }
  return invitation
}

/** What the link invites to, for its page. */
export async function getTeamInvitation({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { token: string }): Promise<TeamInvitationView> {
  return db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, input.token, clock.now())
    return { organization: invitation.organizerName, role: isTeamRole(invitation.role) ? invitation.role : 'door', email: invitation.email, expires: invitation.expiresAt.toISOString() }
  })
}

export async function acceptTeamInvitation({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; token: string }): Promise<{ organization: { id: string; name: string }; role: TeamRole; event_ids: string[] }> {
  const now = clock.now()
  return db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, input.token, now)
    const user = await findUserCredentialsById(tx, input.userId)
    if (!user || user.email.trim().toLowerCase() !== invitation.email) {
      throw new AppError('FORBIDDEN', 'This invitation was sent to another address: sign in with that address to accept it.')
    }
    // The address must be the account's proven one: the invitation is for whoever reads that mailbox.
    if (!user.emailVerified) throw new AppError('FORBIDDEN', 'Confirm your email address first (Account settings), then accept the invitation.')
    if ((await findOrganizationAccount(tx, invitation.organizerId))?.userId === input.userId) throw new AppError('CONFLICT', 'You already own this organization.')
    const role = isTeamRole(invitation.role) ? invitation.role : 'door'
    const { member, before } = await upsertMember(tx, { organizerId: invitation.organizerId, userId: input.userId, role, eventIds: invitation.eventIds, createdAt: now })
    await closeInvitation(tx, invitation.organizerId, invitation.id, 'accepted')
    await insertOrganizationEvent(tx, {
      organizerId: invitation.organizerId,
      type: before === null ? 'member.joined' : 'member.role_changed',
      actorUserId: input.userId,
      details: { invitation_id: invitation.id, member_id: member.id, email: invitation.email, role, ...(before ? { from_role: before } : {}), event_ids: invitation.eventIds },
      createdAt: now,
    })
    return { organization: { id: String(invitation.organizerId), name: invitation.organizerName }, role, event_ids: member.eventIds.map(String) }
  })
}
