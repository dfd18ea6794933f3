// POST /api/v3/admin/reminders/send/: test servers only (TEST_CLOCK=1), staff only. Runs one round of the
// reminder sweep now (decision 061), so that a journey sees the reminder of the moment it moved an event's
// clock to, without the background loop, which test servers leave off.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getRequestViewer } from '@/server/request-viewer'
import { runReminderSweep } from '@/server/ticketing'

export const sendRemindersNowEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/reminders/send/',
  summary: 'Test servers: run one reminder sweep',
  description: 'Queues the reminders before events that have come due (each event judged at its own test clock) and answers how many were sent and how many skipped (every ticket checked in). Only when the server runs with TEST_CLOCK=1, and only for staff: 404 otherwise.',
  tags: ['admin'],
  body: z.object({}),
  response: z.object({ sent: z.int(), skipped: z.int() }),
  errors: [404],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return handleJson(sendRemindersNowEndpoint, async (_body, req) => {
    const viewer = await getRequestViewer(req)
    if (!env().ticketing.testClock || !viewer?.isStaff) throw new AppError('NOT_FOUND', 'Not found.')
    return runReminderSweep()
  })(request)
}
