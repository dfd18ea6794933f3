// POST /api/v3/events/{event_id}/check_ins/ {code} (issue 20): 201 the first time; 409
// {error: "ALREADY_CHECKED_IN", checked_in_at} after; cancelled or refunded tickets 409 CONFLICT.
import 'server-only'
import { z } from 'zod'
import { checkInTicket } from '@/core/creators/check-in-ticket'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const checkInTicketEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/check_ins/',
  summary: 'Check a ticket in',
  description:
    '`code` is what the ticket’s QR code holds. A ticket checks in once: again answers 409 `{error: "ALREADY_CHECKED_IN", error_description, checked_in_at}`. Cancelled and refunded tickets: 409 `CONFLICT`. Unknown code or not the organizer: 404.',
  tags: ['creators'],
  body: z.strictObject({ code: z.string().trim().min(1).max(100) }),
  response: z.object({ check_in: z.object({ checked_in_at: z.string() }) }),
  errors: [400, 401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    checkInTicketEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const { checkedInAt } = await checkInTicket(await getDeps(), { eventId, manager: managerOf(viewer), code: body.code })
      return { check_in: { checked_in_at: checkedInAt.toISOString() } }
    },
    { successStatus: 201 },
  )(request)
}
