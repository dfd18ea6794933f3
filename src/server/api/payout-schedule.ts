// /api/v3/organizations/me/payout_schedule/ (issue 37 point 3, decision 042): how many days after an
// event ends its ticket money is released, and the percentage held back against refunds for 30 more.
import 'server-only'
import { z } from 'zod'
import { MAX_PAYOUT_DELAY_DAYS, MAX_RESERVE_PERCENT } from '@/core/payouts/payout-schedule'
import { getPayoutSchedule, setPayoutSchedule } from '@/core/payouts/payout-schedule-settings'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

const ScheduleSchema = z.object({ delay_days: z.int(), reserve_percent: z.int() })

export const getPayoutScheduleEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/payout_schedule/',
  summary: 'My payout schedule',
  description: '`delay_days` after an event ends (default 5) its ticket money becomes available, less `reserve_percent` (default 0), released 30 days later.',
  tags: ['payouts'],
  query: z.object({}),
  response: z.object({ payout_schedule: ScheduleSchema }),
  errors: [401],
} satisfies Endpoint

export const setPayoutScheduleEndpoint = {
  method: 'PUT',
  path: '/api/v3/organizations/me/payout_schedule/',
  summary: 'Set my payout schedule',
  description: `\`delay_days\` 0–${MAX_PAYOUT_DELAY_DAYS}, \`reserve_percent\` 0–${MAX_RESERVE_PERCENT}; either may be left out. Money already released stays released.`,
  tags: ['payouts'],
  body: z.strictObject({
    delay_days: z.int().min(0).max(MAX_PAYOUT_DELAY_DAYS).optional(),
    reserve_percent: z.int().min(0).max(MAX_RESERVE_PERCENT).optional(),
  }),
  response: z.object({ payout_schedule: ScheduleSchema }),
  errors: [400, 401],
} satisfies Endpoint

export async function GET(request: Request): Promise<Response> {
  return handleGet(getPayoutScheduleEndpoint, async () => {
    const viewer = await requireViewer(request)
    return { payout_schedule: await getPayoutSchedule(await getDeps(), { userId: viewer.id }) }
  })(request)
}

export async function PUT(request: Request): Promise<Response> {
  return handleJson(setPayoutScheduleEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const schedule = { delayDays: body.delay_days, reservePercent: body.reserve_percent }
    return { payout_schedule: await setPayoutSchedule(await getDeps(), { userId: viewer.id, schedule }) }
  })(request)
}
