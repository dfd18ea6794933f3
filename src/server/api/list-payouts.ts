// GET /api/v3/organizations/me/payouts/ (issue 37 point 3): the signed-in creator's payouts, newest first.
import 'server-only'
import { z } from 'zod'
import { listPayouts } from '@/core/payouts/list-payouts'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { MoneySchema } from '@/server/api-schemas/money-schema'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

export const PayoutSchema = z
  .object({
    id: z.string(),
    status: z.enum(['scheduled', 'in_transit', 'paid', 'failed']),
    amount: MoneySchema,
    scheduled_for: z.string(),
    paid_at: z.string().nullable(),
    failure_reason: z.string().nullable(),
  })
  .meta({ id: 'Payout', description: 'A payout of released ticket money to the payout method; `failure_reason` when it failed.' })

export const listPayoutsEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/payouts/',
  summary: 'My payouts',
  description: 'The latest 100, newest first. A payout goes scheduled → in_transit → paid, or failed with `failure_reason` (retry it with POST …/payouts/{id}/retry/).',
  tags: ['payouts'],
  query: z.object({}),
  response: z.object({ payouts: z.array(PayoutSchema) }),
  errors: [401],
} satisfies Endpoint

export async function GET(request: Request): Promise<Response> {
  return handleGet(listPayoutsEndpoint, async () => {
    const viewer = await requireViewer(request)
    return { payouts: await listPayouts(await getDeps(), { userId: viewer.id }) }
  })(request)
}
