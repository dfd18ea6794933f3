// GET /api/v3/events/{event_id}/queue/fairness/ (issue 42, docs/waiting-room.md): the commitment, then the
// seed, the pre-queue and the order, for anyone to check (scripts/verify-queue.ts).
import 'server-only'
import { z } from 'zod'
import { getQueueFairness } from '@/core/waiting-room/get-queue-fairness'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'

export const queueFairnessEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/queue/fairness/',
  summary: 'Check the waiting room’s shuffle',
  description: 'Before the shuffle `{commitment}` (SHA-256 of the secret seed); after it `{commitment, seed, entries: [{id, joined_at}], order: [id…]}`. `npx tsx scripts/verify-queue.ts <event id>` recomputes the order (docs/waiting-room.md).',
  tags: ['waiting room'],
  query: z.object({}),
  response: z.object({
    commitment: z.string(),
    seed: z.string().optional(),
    entries: z.array(z.object({ id: z.string(), joined_at: z.string() })).optional(),
    order: z.array(z.string()).optional(),
  }),
  errors: [404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(queueFairnessEndpoint, async () => {
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return getQueueFairness(await getDeps(), { eventId })
  })(request)
}
