// GET /api/v3/events/{event_id}/invitations/accept/?pass=… (decision 060): the link of an invitation
// email. A standing invitation's pass is kept in the event's HttpOnly pass cookie for 30 days; whatever the
// pass, the answer is a 303 to the event page, which shows the event or says it is by invitation.
import 'server-only'
import { z } from 'zod'
import { acceptEventInvitation } from '@/core/events/accept-event-invitation'
import type { Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { eventPassSetCookie } from '@/server/event-pass-cookie'
import { errorToResponse } from '@/server/http-errors'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps, siteOrigin } from '@/server/ticketing'

export const acceptEventInvitationEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/invitations/accept/',
  summary: 'Open a private event from an invitation email',
  description:
    'The link an invitation email carries. Answers 303 to the event page; a standing invitation’s `pass` is kept in an HttpOnly cookie (30 days, until the invitation is removed) that opens the event page, its ticket classes and its checkout. An unknown or unpublished event 404.',
  tags: ['events'],
  query: z.object({ pass: z.string().max(80).optional() }),
  response: z.null(),
  errors: [404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  try {
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const pass = new URL(request.url).searchParams.get('pass') ?? ''
    const { secret } = await getTicketingDeps({ eventId })
    const accepted = await acceptEventInvitation({ ...(await getDeps()), secret }, { eventId, pass })
    const headers = new Headers({ Location: new URL(accepted.path, siteOrigin()).toString(), 'Cache-Control': 'no-store' })
    if (accepted.pass) headers.append('Set-Cookie', eventPassSetCookie(eventId, accepted.pass))
    return new Response(null, { status: 303, headers })
  } catch (error) {
    return errorToResponse(error, request)
  }
}
