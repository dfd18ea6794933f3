// POST /api/v3/admin/test-clock/: test servers only (TEST_CLOCK=1), staff only. Moves one event's ticketing
// clock forward so that a journey can watch its hold expire (issue 19 acceptance) without waiting ten
// minutes; the clock belongs to the event (issue 35), so journeys running beside it keep their holds.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { advanceEventClock } from '@/server/ticketing'
import { IdTextSchema } from './ticketing-schemas'
import { getRequestViewer } from '@/server/request-viewer'

export const advanceTestClockEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/test-clock/',
  summary: "Test servers: move an event's ticketing clock forward",
  description: "Body `{ event_id, advance_seconds }` (0–172800): that event's holds, orders, availability and price summary see the later time; other events keep the server's. Only when the server runs with TEST_CLOCK=1, and only for staff: 404 otherwise.",
  tags: ['admin'],
  body: z.object({ event_id: IdTextSchema, advance_seconds: z.int().min(0).max(172_800) }),
  response: z.object({ now: z.string() }),
  errors: [400, 404],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(advanceTestClockEndpoint, async (body, req) => {
    const viewer = await getRequestViewer(req)
    if (!env().ticketing.testClock || !viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
    return { now: (await advanceEventClock(body.event_id, body.advance_seconds * 1000)).toISOString() }
  })(request)
}
