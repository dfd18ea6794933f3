// The API shapes of a team (issue 40, decision 061): its members and its invitations. Pure.
import type { InvitationRow, MemberListRow } from './team-repository'
import { isTeamRole, type TeamRole } from './team-roles'

export type TeamMemberJson = { id: string | null; name: string | null; email: string; role: TeamRole; event_ids: string[]; account: boolean; joined: string | null }
export type TeamInvitationJson = { id: string; email: string; role: TeamRole; event_ids: string[]; status: 'pending' | 'accepted' | 'revoked' | 'expired'; created: string; expires: string }

export function computeTeamMemberJson(row: MemberListRow): TeamMemberJson {
  return { id: String(row.id), name: row.name, email: row.email, role: row.role, event_ids: row.eventIds.map(String), account: false, joined: row.createdAt.toISOString() }
}

export function computeTeamInvitationJson(row: InvitationRow, now: Date): TeamInvitationJson {
  const status = row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : (row.status as TeamInvitationJson['status'])
  return {
    id: String(row.id),
    email: row.email,
    role: isTeamRole(row.role) ? row.role : 'door',
    event_ids: row.eventIds.map(String),
    status,
    created: row.createdAt.toISOString(),
    expires: row.expiresAt.toISOString(),
  }
}
