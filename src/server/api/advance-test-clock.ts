// POST /api/v3/admin/test-clock/: test servers only (TEST_CLOCK=1), staff only. Moves the ticketing clock
// forward so that journeys can watch a hold expire (issue 19 acceptance) without waiting ten minutes.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { advanceTicketingClock } from '@/server/ticketing'
import { getRequestViewer } from '@/server/request-viewer'

export const advanceTestClockEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/test-clock/',
  summary: 'Test servers: move the ticketing clock forward',
  description: 'Body `{ advance_seconds }` (0–172800). Only when the server runs with TEST_CLOCK=1, and only for staff: 404 otherwise.',
  tags: ['admin'],
  body: z.object({ advance_seconds: z.int().min(0).max(172_800) }),
  response: z.object({ now: z.string() }),
  errors: [400, 404],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(advanceTestClockEndpoint, async (body, req) => {
    const viewer = await getRequestViewer(req)
    if (!env().ticketing.testClock || !viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
    return { now: advanceTicketingClock(body.advance_seconds * 1000).toISOString() }
  })(request)
}
