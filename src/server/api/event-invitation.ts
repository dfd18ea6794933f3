// DELETE /api/v3/events/{event_id}/invitations/{invitation_id}/ (decision 060): removes one address from a
// private event's list; that person's link and signed-in access stop at once. Organizer only; else 404.
import 'server-only'
import { z } from 'zod'
import { removeEventInvitation } from '@/core/events/remove-event-invitation'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const removeEventInvitationEndpoint = {
  method: 'DELETE',
  path: '/api/v3/events/{event_id}/invitations/{invitation_id}/',
  summary: 'Remove an address from a private event’s invitation list',
  description: 'Answers 204; the person’s link and signed-in access end at once. Only the event’s organizer; anyone else, or another event’s invitation, 404.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404],
} satisfies Endpoint

export async function DELETE(request: Request, ctx: PathContext<{ eventId: string; invitationId: string }>): Promise<Response> {
  return handleJson(removeEventInvitationEndpoint, async () => {
    const viewer = await requireViewer(request)
    const params = await ctx.params
    const eventId = parseIdParam(params.eventId, 'event')
    const invitationId = parseIdParam(params.invitationId, 'invitation')
    await removeEventInvitation(await getDeps(), { eventId, invitationId, manager: managerOf(viewer) })
    return undefined
  })(request)
}
