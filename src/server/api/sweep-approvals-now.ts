// POST /api/v3/admin/approvals/sweep/: test servers only (TEST_CLOCK=1), staff only. Runs one round of the
// approval sweep now (decision 064), so that a journey that moved an event's clock past a registration's
// time limit sees it lapse, without waiting for the background loop.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getRequestViewer } from '@/server/request-viewer'
import { runApprovalSweep } from '@/server/ticketing'

export const sweepApprovalsNowEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/approvals/sweep/',
  summary: 'Test servers: run one approval sweep',
  description: 'Expires the registrations awaiting approval whose time limit has passed (each event judged at its own test clock), releasing their card authorisations, and answers how many. Only when the server runs with TEST_CLOCK=1, and only for staff: 404 otherwise.',
  tags: ['admin'],
  body: z.object({}),
  response: z.object({ expired: z.int() }),
  errors: [404],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(sweepApprovalsNowEndpoint, async (_body, req) => {
    const viewer = await getRequestViewer(req)
    if (!env().ticketing.testClock || !viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
    return runApprovalSweep()
  })(request)
}
