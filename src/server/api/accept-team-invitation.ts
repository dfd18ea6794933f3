// POST /api/v3/organizations/invitations/accept/ (issue 40, decision 061): the invitation page's button.
// The signed-in person joins the team, when the invitation was sent to their confirmed address.
import 'server-only'
import { z } from 'zod'
import { acceptTeamInvitation } from '@/core/creators/accept-team-invitation'
import { TEAM_ROLES } from '@/core/creators/team-roles'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

export const acceptInvitationEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/invitations/accept/',
  summary: 'Accept an invitation to a team',
  description:
    '`{token}` from the emailed link → `{membership: {organization, role, event_ids}}`. 404 for a link that is used, revoked, expired (7 days) or unknown; 403 when signed in with another address than the invited one (or one not yet confirmed); 409 for the organization’s own account. Accepting a new invitation as a member changes their role.',
  tags: ['creators'],
  body: z.strictObject({ token: z.string().min(1).max(100) }),
  response: z.object({ membership: z.object({ organization: z.object({ id: z.string(), name: z.string() }), role: z.enum(TEAM_ROLES), event_ids: z.array(z.string()) }) }),
  errors: [400, 401, 403, 404, 409],
} satisfies Endpoint

export const POST = handleJson(acceptInvitationEndpoint, async (body, request) => {
  const viewer = await requireViewer(request)
  return { membership: await acceptTeamInvitation(await getDeps(), { userId: viewer.id, token: body.token }) }
})
