// GET /api/v3/events/{event_id}/invitations/accept/?pass=… (decision 060): the link of an invitation
// email. A standing invitation's pass is kept in the event's HttpOnly pass cookie for 30 days and the
// answer is a 303 to the event page. A pass that does not (or no longer) open the event keeps nothing: a
// browser (Accept: text/html) is still sent to the event page, which says the event is by invitation;
// any other client gets the JSON 404.
import 'server-only'
import { z } from 'zod'
import { acceptEventInvitation } from '@/core/events/accept-event-invitation'
import { AppError } from '@/core/shared/app-error'
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
    'The link an invitation email carries. A standing invitation’s `pass` answers 303 to the event page and is kept in an HttpOnly cookie (30 days, until the invitation is removed) that opens the event page, its ticket classes and its checkout. A pass that opens nothing: a browser (Accept: text/html) is sent to the event page all the same, other clients get 404. An unknown or unpublished event 404.',
  tags: ['events'],
  query: z.object({ pass: z.string().max(80).optional() }),
  response: z.null(),
  errors: [404],
} satisfies Endpoint

function seeOther(location: string, cookie: string | null): Response {
  const headers = new Headers({ Location: new URL(location, siteOrigin()).toString(), 'Cache-Control': 'no-store' })
  if (cookie) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  try {
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const pass = new URL(request.url).searchParams.get('pass') ?? ''
    const { secret } = await getTicketingDeps({ eventId })
    const accepted = await acceptEventInvitation({ ...(await getDeps()), secret }, { eventId, pass })
    if (accepted.pass) return seeOther(accepted.path, eventPassSetCookie(eventId, accepted.pass))
    if ((request.headers.get('accept') ?? '').includes('text/html')) return seeOther(accepted.path, null)
    throw new AppError('NOT_FOUND', 'There is no such invitation: it may have been removed.')
  } catch (error) {
    return errorToResponse(error, request)
  }
}
