// POST /api/v3/organizations/me/members/ (issue 40, decision 061): an owner invites someone by email. The
// invitation is stored with a hash of its link's token, recorded in the organization's trail and mailed in
// one transaction; the link works for INVITATION_DAYS. Limited per inviter, and by the outbox per recipient.
import { createHash, randomBytes } from 'node:crypto'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { TEAM_INVITATIONS_PER_USER } from '@/core/accounts/rate-limits'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUserFullName } from './creator-drafts-repository'
import { ensureOwnOrganizer } from './ensure-own-organizer'
import { computeTeamInvitationEmail } from './team-emails'
import { computeTeamInvitationJson, type TeamInvitationJson } from './team-json'
import { findEventNamesOfOrganizer, findMembersByOrganizerId, findOrganizationAccount, insertInvitation, insertOrganizationEvent } from './team-repository'
import { INVITATION_DAYS, type TeamRole } from './team-roles'

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export async function inviteTeamMember(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; email: string; role: TeamRole; eventIds: number[]; siteUrl: string; locale: string | null },
): Promise<TeamInvitationJson> {
  const now = clock.now()
  const email = input.email.trim().toLowerCase()
  if (input.role !== 'door' && input.eventIds.length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { event_ids: ['Only door staff are given events; owners and managers have them all.'] })
  if (input.role === 'door' && input.eventIds.length === 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { event_ids: ['Choose the events whose check-in desk door staff use.'] })
  await takeRateLimitHits(db, now, [[TEAM_INVITATIONS_PER_USER, String(input.userId)]])
  return db.transaction(async (tx) => {
    // "me": the user's own organization, or the one they are an owner of (organizer-profile-repository.ts).
    const organizer = await ensureOwnOrganizer(tx, input.userId, now)
    const account = await findOrganizationAccount(tx, organizer.id)
    const members = await findMembersByOrganizerId(tx, organizer.id)
    const inviterIsOwner = account?.userId === input.userId || members.some((m) => m.userId === input.userId && m.role === 'owner')
    if (!inviterIsOwner) throw new AppError('FORBIDDEN', 'Only the organization’s owners manage its team.')
    if (account?.email.toLowerCase() === email) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { email: ['This address is the organization’s own account.'] })
    const events = await findEventNamesOfOrganizer(tx, organizer.id, [...new Set(input.eventIds)])
    if (events.length !== new Set(input.eventIds).size) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', { event_ids: ['Give events of this organization only.'] })
    const token = randomBytes(32).toString('base64url')
    const invitation = await insertInvitation(tx, {
      organizerId: organizer.id,
      email,
      role: input.role,
      eventIds: events.map((e) => e.id),
      tokenHash: hashInvitationToken(token),
      invitedByUserId: input.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    })
    await insertOrganizationEvent(tx, { organizerId: organizer.id, type: 'member.invited', actorUserId: input.userId, details: { invitation_id: invitation.id, email, role: input.role, event_ids: invitation.eventIds }, createdAt: now })
    const inviter = (await findUserFullName(tx, input.userId))?.trim() || organizer.name
    const url = `${input.siteUrl}/team/join/?token=${token}`
    const queued = await enqueueEmail(tx, computeTeamInvitationEmail({ to: email, inviter, organization: organizer.name, role: input.role, eventNames: events.map((e) => e.name), url, days: INVITATION_DAYS, locale: input.locale }))
    assertEmailQueued(queued)
    return computeTeamInvitationJson(invitation, now)
  })
}
