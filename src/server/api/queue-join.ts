// POST /api/v3/events/{event_id}/queue/join/ (issue 42): this browser takes its place in the event's waiting
// room (201), or gets the place it has (200, the same place_token). CSRF applies: it is a browser's write.
import 'server-only'
import { z } from 'zod'
import { joinQueue } from '@/core/waiting-room/join-queue'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { browserSessionKey } from '@/server/browser-session'
import { clientAddress } from '@/server/http/request-policy'
import { getRequestViewer } from '@/server/request-viewer'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getQueueDeps } from '@/server/waiting-room'

export const joinQueueEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/queue/join/',
  summary: 'Join an event’s waiting room',
  description:
    '201 `{place_token, status}` for a new place; the same browser again, 200 with the same place (a refresh, a second tab); a signed-in account gets its place back on another device too. `status`: `prequeue` before the on-sale instant (no position until the shuffle), `queued` after it, `admitted` once let in. 404 without a waiting room; 409 `QUEUE_NOT_OPEN` (with `opens_at`) before the pre-queue opens; 429 `TOO_MANY_PLACES` when the address already holds as many places as one may (`QUEUE_PLACES_PER_ADDRESS`, 4 by default).',
  tags: ['waiting room'],
  body: z.object({}).passthrough(),
  response: z.object({ place_token: z.string(), status: z.enum(['prequeue', 'queued', 'admitted']) }),
  errors: [403, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  let created = true
  return handleJson(
    joinQueueEndpoint,
    async (_body, req) => {
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      // A signed-in buyer's place is their account's: a second device gets the same one (issue 42).
      const viewer = await getRequestViewer(req)
      const joined = await joinQueue(await getQueueDeps(), {
        eventId,
        sessionKey: browserSessionKey(req),
        accountKey: viewer && viewer.apiKeyOrganizerId === undefined ? `account:${viewer.id}` : null,
        address: clientAddress(req),
      })
      created = joined.created
      return { place_token: joined.placeToken, status: joined.status }
    },
    { successStatus: () => (created ? 201 : 200) },
  )(request)
}
