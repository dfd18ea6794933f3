// /api/v3/organizations/me/members/ (issue 40, decision 061): the signed-in owner's team, and invitations
// to it. CSRF on the cookie-authenticated POST is checked before the handler (src/proxy.ts).
import 'server-only'
import { z } from 'zod'
import { computePreferredLocale } from '@/core/i18n/page-locale'
import { inviteTeamMember } from '@/core/creators/invite-team-member'
import { listTeam } from '@/core/creators/list-team'
import { TEAM_ROLES } from '@/core/creators/team-roles'
import { env } from '@/env'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

const Role = z.enum(TEAM_ROLES)
const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: Role,
  event_ids: z.array(z.string()),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  created: z.string(),
  expires: z.string(),
})
const MemberSchema = z.object({
  id: z.string().nullable().describe('null for the organization’s own account, which cannot be removed'),
  name: z.string().nullable(),
  email: z.string(),
  role: Role,
  event_ids: z.array(z.string()),
  account: z.boolean(),
  joined: z.string().nullable(),
})

export const InviteMemberBodySchema = z.strictObject({
  email: z.email().max(254),
  role: Role,
  event_ids: z.array(z.string().regex(/^\d{1,9}$/, 'must be an event id')).max(100).optional(),
})

export const listMembersEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/members/',
  summary: 'My organization’s team',
  description:
    'Owners only: the organization’s own account (`account: true`, `id: null`), its members with their `role` (`owner`, `manager`, `door`; door staff with their `event_ids`), the invitations not yet accepted or revoked (`status` `pending` or `expired`), and the events door staff can be given. Anyone who manages no team gets empty lists and `organization: null`. 401 without a session.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
    members: z.array(MemberSchema),
    invitations: z.array(InvitationSchema),
    events: z.array(z.object({ id: z.string(), name: z.string(), start: z.string(), time_zone: z.string() })),
  }),
  errors: [401],
} satisfies Endpoint

export const inviteMemberEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/members/',
  summary: 'Invite someone to my organization’s team',
  description:
    '`{email, role, event_ids?}` → 201 `{invitation}`. `owner`: everything, payouts, tax and the team; `manager`: events, orders, refunds, attendees and messages to attendees; `door`: only the check-in desk of `event_ids` (required for door staff, refused for the others; events of this organization only). ' +
    'The address is emailed a link that works for 7 days; the person accepts it signed in with that address. “me” is the caller’s own organization, or the one they are an owner of: a manager or door staff member invites into an organization of their own (created when they have none, as with a first event), never into the team they are on. 30 invitations an hour per inviter (429), and the recipient’s hourly mail cap (429 `TOO_MANY_EMAILS`).',
  tags: ['creators'],
  body: InviteMemberBodySchema,
  response: z.object({ invitation: InvitationSchema }),
  errors: [400, 401, 429],
} satisfies Endpoint

export const GET = handleGet(listMembersEndpoint, async (_query, request) => {
  const viewer = await requireViewer(request)
  return listTeam(await getDeps(), { userId: viewer.id })
})

export const POST = handleJson(
  inviteMemberEndpoint,
  async (body, request) => {
    const viewer = await requireViewer(request)
    const invitation = await inviteTeamMember(await getDeps(), {
      userId: viewer.id,
      email: body.email,
      role: body.role,
      eventIds: (body.event_ids ?? []).map(Number),
      siteUrl: env().siteUrl,
      locale: computePreferredLocale(request.headers.get('accept-language')),
    })
    return { invitation }
  },
  { successStatus: 201 },
)
