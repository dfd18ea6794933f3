// GET /api/v3/organizations/me/activity/ (issue 40, decision 068): the organization's audit trail, newest
// first: who invited, joined, changed roles or was removed, and who changed which event setting from what
// to what. Owners only, as the team is; anyone who manages no team gets an empty list and `organization: null`.
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedTeam } from './team-access'
import {
  findOrganizationActivity,
  isOrganizationEventType,
  type ActivityRow,
  type OrganizationEventType,
} from './team-repository'

export type ActivityEntryJson = {
  id: string
  type: OrganizationEventType
  created: string
  /** Who acted; null when their account has since been deleted. */
  actor: { name: string | null; email: string } | null
  /** What was changed: the event, class, question or member, and for settings each `{setting, from, to}`. */
  details: Record<string, unknown>
}

export type ActivityPage = {
  organization: { id: string; name: string } | null
  activity: ActivityEntryJson[]
  pagination: {
    object_count: number
    page_number: number
    page_size: number
    page_count: number
    has_more_items: boolean
  }
}

export function computeActivityEntryJson(row: ActivityRow): ActivityEntryJson | null {
  if (!isOrganizationEventType(row.type)) return null
  return {
    id: String(row.id),
    type: row.type,
    created: row.createdAt.toISOString(),
    actor: row.actorEmail === null ? null : { name: row.actorName, email: row.actorEmail },
    details: row.details,
  }
}

export async function listOrganizationActivity(
  { db }: Pick<CoreDeps, 'db'>,
  input: { userId: number; page: number; pageSize: number },
): Promise<ActivityPage> {
  const team = await findManagedTeam(db, input.userId)
  const empty = {
    object_count: 0,
    page_number: input.page,
    page_size: input.pageSize,
    page_count: 1,
    has_more_items: false,
  }
  if (!team) return { organization: null, activity: [], pagination: empty }
  const { rows, total } = await findOrganizationActivity(db, team.organizerId, {
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  })
  const pageCount = Math.max(1, Math.ceil(total / input.pageSize))
  return {
    organization: { id: String(team.organizerId), name: team.organizerName },
    activity: rows.map(computeActivityEntryJson).filter((e): e is ActivityEntryJson => e !== null),
    pagination: {
      object_count: total,
      page_number: input.page,
      page_size: input.pageSize,
      page_count: pageCount,
      has_more_items: input.page < pageCount,
    },
  }
}
