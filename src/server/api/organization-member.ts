// DELETE /api/v3/organizations/me/members/{member_id}/ (issue 40, decision 061): an owner removes a member;
// the member's access ends with their next request, in every open session.
import 'server-only'
import { z } from 'zod'
import { removeTeamMember } from '@/core/creators/remove-team-member'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'

export const removeMemberEndpoint = {
  method: 'DELETE',
  path: '/api/v3/organizations/me/members/{member_id}/',
  summary: 'Remove a member from my organization’s team',
  description: '204. Owners only; another organization’s member, an unknown id and the organization’s own account are 404. Recorded in the organization’s trail.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404],
} satisfies Endpoint

export async function DELETE(request: Request, ctx: PathContext<{ memberId: string }>): Promise<Response> {
  return handleJson(removeMemberEndpoint, async () => {
    const viewer = await requireViewer(request)
    const memberId = parseIdParam((await ctx.params).memberId, 'member')
    await removeTeamMember(await getDeps(), { userId: viewer.id, memberId })
    return undefined
  })(request)
}
