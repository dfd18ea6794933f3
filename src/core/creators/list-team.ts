// GET /api/v3/organizations/me/members/ (issue 40, decision 061): the organization's account first (an
// owner nobody can remove), its members with their roles, and the invitations not yet accepted or revoked.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedTeam } from './team-access'
import { computeTeamInvitationJson, computeTeamMemberJson, type TeamInvitationJson, type TeamMemberJson } from './team-json'
import { findEventsOfOrganizer, findMembersByOrganizerId, findOrganizationAccount, findPendingInvitations } from './team-repository'

export type TeamJson = {
  organization: { id: string; name: string } | null
  members: TeamMemberJson[]
  invitations: TeamInvitationJson[]
  /** The events door staff can be given (the Team page's choices). */
  events: { id: string; name: string; start: string; time_zone: string }[]
}

export async function listTeam({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number }): Promise<TeamJson> {
  const team = await findManagedTeam(db, input.userId)
  if (!team) return { organization: null, members: [], invitations: [], events: [] }
  const [account, members, invitations, events] = await Promise.all([
    findOrganizationAccount(db, team.organizerId),
    findMembersByOrganizerId(db, team.organizerId),
    findPendingInvitations(db, team.organizerId),
    findEventsOfOrganizer(db, team.organizerId),
  ])
  const now = clock.now()
  return {
    organization: { id: String(team.organizerId), name: team.organizerName },
    members: [
      ...(account ? [{ id: null, name: account.name, email: account.email, role: 'owner' as const, event_ids: [], account: true, joined: null }] : []),
      ...members.map(computeTeamMemberJson),
    ],
    invitations: invitations.map((i) => computeTeamInvitationJson(i, now)),
    events: events.map((e) => ({ id: String(e.id), name: e.name, start: e.startAt.toISOString(), time_zone: e.timeZone })),
  }
}
