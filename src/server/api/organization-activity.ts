// GET /api/v3/organizations/me/activity/ (issue 40, decision 068): the organization's audit trail, for its
// owners, paged as the organizer's other lists are.
import 'server-only'
import { z } from 'zod'
import { listOrganizationActivity } from '@/core/creators/list-organization-activity'
import { ORGANIZATION_EVENT_TYPES } from '@/core/creators/team-repository'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { intInRange } from '@/server/api-schemas/query-params'
import { getDeps } from '@/server/get-deps'
import {
  ContinuationParam,
  listName,
  PaginationSchema,
  requestedPage,
  withContinuation,
} from '@/server/list-pagination'
import { requireViewer } from '@/server/request-viewer'

const AuditValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
])

export const listActivityEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/activity/',
  summary: 'My organization’s activity',
  description:
    'Owners only: the organization’s audit trail, newest first. Team entries (`member.invited`, `invitation.revoked`, `member.joined`, `member.role_changed`, `member.removed`) name the member’s `email` and `role`. ' +
    'Settings entries (`event.settings_changed`, `event.invitations_added`, `event.invitation_removed`, `ticket_class.settings_changed`, `question.added`, `question.changed`, `question.removed`) name the event (`event_id`, `event_name` as it was), the class or question, and list `changes: [{setting, from, to}]` under the API’s field names (`listed`, `password`, `invitation_only`, `requires_approval`, `reminder_hours`, `transfers_allowed`, `transfer_cutoff_hours`, `hidden`, a question’s fields). ' +
    'A password is never recorded: `none`, `set`, or `new` when one replaced another. `actor` is who acted (null once their account is deleted). `page` from 1, `page_size` up to 100 (default 50), or `continuation`. Anyone who manages no team gets an empty list and `organization: null`. 401 without a session.',
  tags: ['creators'],
  query: z.object({
    page: intInRange(1, 10_000, 1),
    page_size: intInRange(1, 100, 50),
    continuation: ContinuationParam,
  }),
  response: z.object({
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
    activity: z.array(
      z.object({
        id: z.string(),
        type: z.enum(ORGANIZATION_EVENT_TYPES),
        created: z.string(),
        actor: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
        details: z.record(
          z.string(),
          z.union([AuditValue, z.array(z.object({ setting: z.string(), from: AuditValue, to: AuditValue }))]),
        ),
      }),
    ),
    pagination: PaginationSchema,
  }),
  errors: [400, 401],
} satisfies Endpoint

export const GET = handleGet(listActivityEndpoint, async (query, request) => {
  const viewer = await requireViewer(request)
  const list = listName('activity', viewer.id)
  const { page, pageSize } = requestedPage(list, query)
  return withContinuation(
    list,
    await listOrganizationActivity(await getDeps(), { userId: viewer.id, page, pageSize }),
  )
})
