// POST /api/v3/organizations/me/payouts/{id}/retry/ (issue 37 point 3): a failed payout is scheduled
// again, to the payout method as it is now.
import 'server-only'
import { z } from 'zod'
import { retryPayout } from '@/core/payouts/retry-payout'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'
import { PayoutSchema } from './list-payouts'

export const retryPayoutEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/payouts/{payout_id}/retry/',
  summary: 'Retry a failed payout',
  description: 'Only a failed payout (else 409 CONFLICT); it becomes scheduled and the next sweep sends it to the current payout method. 10 an hour per user.',
  tags: ['payouts'],
  body: z.object({}),
  response: z.object({ payout: PayoutSchema }),
  errors: [401, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ payoutId: string }>): Promise<Response> {
  return handleJson(retryPayoutEndpoint, async () => {
    const viewer = await requireViewer(request)
    const payoutId = parseIdParam((await ctx.params).payoutId, 'payout')
    return { payout: await retryPayout(await getDeps(), { userId: viewer.id, payoutId }) }
  })(request)
}
