// POST /api/v3/admin/payouts/sweep/: test servers only (TEST_CLOCK=1), staff only. Runs one round of the
// payout sweep now (decision 042), so that a journey watches each step of a payout without waiting for
// the background loop, which test servers leave off; releases follow the events' moved test clocks.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getRequestViewer } from '@/server/request-viewer'
import { runPayoutSweep } from '@/server/ticketing'

export const sweepPayoutsNowEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/payouts/sweep/',
  summary: 'Test servers: run one payout sweep',
  description: 'Settles transfers in transit, sends due scheduled payouts, releases money by the schedule (at each event’s test clock) and schedules new payouts; answers how many of each. Only when the server runs with TEST_CLOCK=1, and only for staff: 404 otherwise.',
  tags: ['admin'],
  body: z.object({}),
  response: z.object({ settled: z.int(), sent: z.int(), released: z.int(), scheduled: z.int() }),
  errors: [404],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(sweepPayoutsNowEndpoint, async (_body, req) => {
    const viewer = await getRequestViewer(req)
    if (!env().ticketing.testClock || !viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
    return runPayoutSweep()
  })(request)
}
