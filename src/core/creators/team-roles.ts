// Who in an organization may do what (issue 40, decision 061): pure, so that every manage page and API
// endpoint answers the same way through managed-event-access.ts, and the role table test can read it.

export const TEAM_ROLES = ['owner', 'manager', 'door'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

export function isTeamRole(value: string): value is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value)
}

/**
 * What a request asks of an event: `read` and `write` are the creator tools (the event, its orders,
 * attendees, refunds, messages and exports); `desk` reads the check-in desk (attendees by name) and
 * `check_in` scans a ticket there.
 */
export type EventAccess = 'read' | 'write' | 'desk' | 'check_in'

/** How the viewer stands to an event's organization: its account, a member, staff, or nobody. */
export type EventStanding =
  | { kind: 'account' }
  | { kind: 'member'; role: TeamRole; eventIds: readonly number[] }
  | { kind: 'none'; isStaff: boolean }

/**
 * `allowed`; `forbidden` (403) when the viewer may know the event exists (door staff given it, asking for
 * more than its check-in desk); `hidden` (404, as for an unknown id) otherwise: a stranger, a removed
 * member, or door staff asking about an event they were not given.
 */
export function computeEventPermission(standing: EventStanding, eventId: number, access: EventAccess): 'allowed' | 'forbidden' | 'hidden' {
  if (standing.kind === 'account') return 'allowed'
  // Staff look events up (issue 18's tools) and change nothing here.
  if (standing.kind === 'none') return standing.isStaff && (access === 'read' || access === 'desk') ? 'allowed' : 'hidden'
  if (standing.role === 'owner' || standing.role === 'manager') return 'allowed'
  if (!standing.eventIds.includes(eventId)) return 'hidden'
  return access === 'desk' || access === 'check_in' ? 'allowed' : 'forbidden'
}

/** Whether a standing may see buyers' email addresses: door staff see an attendee's name only. */
export function canSeeBuyerEmails(standing: EventStanding): boolean {
  return !(standing.kind === 'member' && standing.role === 'door')
}

/** The organization's settings (payouts, tax, the team): its account and invited owners only. */
export function canManageOrganization(standing: EventStanding): boolean {
  return standing.kind === 'account' || (standing.kind === 'member' && standing.role === 'owner')
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7
