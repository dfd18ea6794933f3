// POST /api/v3/payments/test/{reference}/confirm/: the built-in test provider's extra confirmation step
// (card 4000 0027 6000 3184), as a real provider's 3-D Secure page would be. The provider then confirms
// through its signed callback, which issues the tickets.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import { handleJson, type Endpoint } from '@/server/api-handler'
import type { PathContext } from '@/server/path-params'
import { getTicketingDeps, getTestPaymentProvider } from '@/server/ticketing'

export const confirmTestPaymentEndpoint = {
  method: 'POST',
  path: '/api/v3/payments/test/{reference}/confirm/',
  summary: "Test provider: complete a payment's extra confirmation step",
  description: 'Answers the order id; the order becomes paid when the provider\'s callback arrives (poll the order). 404 for an unknown or settled payment.',
  tags: ['ticketing'],
  body: z.object({}).loose(),
  response: z.object({ order_id: z.string() }),
  errors: [404],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ reference: string }>): Promise<Response> {
  return handleJson(confirmTestPaymentEndpoint, async () => {
    const { reference } = await ctx.params
    const deps = await getTicketingDeps()
    const confirmed = /^pi_test_[0-9a-f]{24}$/.test(reference) ? await getTestPaymentProvider(deps.callbackSecret).confirmAction(reference) : null
    if (!confirmed) throw new AppError('NOT_FOUND', 'There is no such payment awaiting confirmation.')
    return { order_id: String(confirmed.orderId) }
  })(request)
}
