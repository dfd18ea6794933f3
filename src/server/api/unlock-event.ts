// POST /api/v3/events/{event_id}/unlock/ {password} (issue 40 "Visibility", decision 060): a visitor types
// a private event's password; a right one is remembered in a cookie for 30 days. Tries are rate-limited
// per address and event.
import 'server-only'
import { z } from 'zod'
import { unlockEvent } from '@/core/events/unlock-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { eventPassSetCookie } from '@/server/event-pass-cookie'
import { clientAddress } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'

export const unlockEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/unlock/',
  summary: "Open a private event with its password",
  description:
    'A right `password` answers `{event_id}` and sets an HttpOnly cookie that opens the event page, its ticket classes and its checkout in this browser for 30 days (until the organizer changes the password). A wrong one is a 400 on `password`; an event without a password 409; more than 10 tries per address and event in 15 minutes 429 with Retry-After.',
  tags: ['events'],
  body: z.strictObject({ password: z.string().min(1).max(200) }),
  response: z.object({ event_id: z.string() }),
  errors: [400, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  let cookie: string | null = null
  const response = await handleJson(unlockEventEndpoint, async (body) => {
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const { pass } = await unlockEvent(await getTicketingDeps({ eventId }), { eventId, password: body.password, ip: clientAddress(request) })
    cookie = eventPassSetCookie(eventId, pass)
    return { event_id: String(eventId) }
  })(request)
  if (cookie) response.headers.append('Set-Cookie', cookie)
  return response
}
