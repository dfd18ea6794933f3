// GET /api/v3/events/{event_id}/queue/status/?place_token= (issue 42): where this browser's place is; the
// admission token once it is let in. The poll writes nothing (its heartbeat is kept in memory) and, with
// this instance's copy of the room and a token that names its position, reads nothing (decision 071).
import 'server-only'
import { z } from 'zod'
import { getQueueStatus } from '@/core/waiting-room/get-queue-status'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { browserSessionKey } from '@/server/browser-session'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getQueueDeps } from '@/server/waiting-room'

export const queueStatusEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/queue/status/',
  summary: 'Where my place in the waiting room is',
  description:
    '`{status, position, ahead, estimated_wait_seconds, admission_token?}`. `position` and `ahead` are null in the pre-queue (before the shuffle); `estimated_wait_seconds` is the people ahead divided by the admissions of the last five minutes (null until there are some). Once `admitted`, `admission_token` lets this browser start one checkout before it expires. Once the place has a position, `place_token` may come back: a newer token for the same place that names it, to ask with from then on (decision 071). Ask every few seconds: a place whose page stops asking for two minutes is given up. 403 `PLACE_INVALID` for a token of another browser, room or event, or a place given up.',
  tags: ['waiting room'],
  query: z.object({ place_token: z.string().min(1).max(400) }),
  response: z.object({
    status: z.enum(['prequeue', 'queued', 'admitted']),
    position: z.int().nullable(),
    ahead: z.int().nullable(),
    estimated_wait_seconds: z.int().nullable(),
    admission_token: z.string().optional(),
    place_token: z.string().optional(),
  }),
  errors: [400, 403, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(queueStatusEndpoint, async (query, req) => {
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return getQueueStatus(await getQueueDeps(), { eventId, sessionKey: browserSessionKey(req), placeToken: query.place_token })
  })(request)
}
