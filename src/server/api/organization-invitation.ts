// DELETE /api/v3/organizations/me/invitations/{invitation_id}/ (issue 40, decision 061): an owner revokes
// an invitation not yet accepted.
import 'server-only'
import { z } from 'zod'
import { revokeTeamInvitation } from '@/core/creators/revoke-team-invitation'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'

export const revokeInvitationEndpoint = {
  method: 'DELETE',
  path: '/api/v3/organizations/me/invitations/{invitation_id}/',
  summary: 'Revoke an invitation to my organization’s team',
  description: '204; its link stops working. Owners only; an invitation already accepted or revoked, another organization’s and an unknown id are 404. Recorded in the organization’s trail.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404],
} satisfies Endpoint

export async function DELETE(request: Request, ctx: PathContext<{ invitationId: string }>): Promise<Response> {
  return handleJson(revokeInvitationEndpoint, async () => {
    const viewer = await requireViewer(request)
    const invitationId = parseIdParam((await ctx.params).invitationId, 'invitation')
    await revokeTeamInvitation(await getDeps(), { userId: viewer.id, invitationId })
    return undefined
  })(request)
}
