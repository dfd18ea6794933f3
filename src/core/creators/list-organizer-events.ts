// GET /api/v3/organizations/me/events/ (issue 41, decision 065): an organization's events for its tools
// and API clients, a page at a time. "me" is an API key's organization, or for a session the caller's own
// organization (or the one they are an owner of, team-access.ts); its account, owners and managers read
// it, anyone else (door staff included) is told there is no such organization.
import { eventPath } from '@/core/events/event-json'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEventStanding, type Manager } from './managed-event-access'
import { findOwnOrganizer } from './organizer-profile-repository'
import { findOrganizerEventsPage } from './organizer-events-repository'
import { findOrganizationAccount } from './team-repository'

export type OrganizerEventJson = { id: string; name: string; status: string; start: string; end: string; time_zone: string; currency: string; is_series: boolean; url: string }

export type OrganizerEventsPage = {
  events: OrganizerEventJson[]
  pagination: { object_count: number; page_number: number; page_size: number; page_count: number; has_more_items: boolean }
}

export async function listOrganizerEvents({ db }: Pick<CoreDeps, 'db'>, input: { manager: Manager; page: number; pageSize: number }): Promise<OrganizerEventsPage> {
  const missing = new AppError('NOT_FOUND', 'You have no organization whose events you manage.')
  const organizerId = input.manager.organizerId ?? (await findOwnOrganizer(db, input.manager.userId))?.id
  if (organizerId === undefined) throw missing
  const account = await findOrganizationAccount(db, organizerId)
  const standing = await findEventStanding(db, { organizerId, ownerUserId: account?.userId ?? null }, input.manager)
  const manages = standing.kind === 'account' || (standing.kind === 'member' && standing.role !== 'door')
  if (!manages) throw missing
  const { rows, total } = await findOrganizerEventsPage(db, { organizerId, limit: input.pageSize, offset: (input.page - 1) * input.pageSize })
  return {
    events: rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      status: r.status,
      start: r.startAt.toISOString(),
      end: r.endAt.toISOString(),
      time_zone: r.timeZone,
      currency: r.currency,
      is_series: r.isSeriesParent,
      url: eventPath(r.nameSlug, r.id),
    })),
    pagination: {
      object_count: total,
      page_number: input.page,
      page_size: input.pageSize,
      page_count: Math.max(1, Math.ceil(total / input.pageSize)),
      has_more_items: input.page * input.pageSize < total,
    },
  }
}
