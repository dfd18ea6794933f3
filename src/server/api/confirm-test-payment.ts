// POST /api/v3/payments/test/{reference}/confirm/: the built-in test provider's extra confirmation step
// (card 4000 0027 6000 3184), as a real provider's 3-D Secure page would be. The provider then confirms
// through its signed callback, which issues the tickets.
import 'server-only'
import { z } from 'zod'
import { AppError } from '@/core/shared/app-error'
import type { TestPaymentProvider } from '@/core/ticketing/test-payment-provider'
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

/** Runs one answer of the test provider's extra step (confirm or fail) on the payment in the path. */
export function answerTestPaymentStep(
  endpoint: typeof confirmTestPaymentEndpoint,
  step: (provider: TestPaymentProvider, reference: string) => Promise<{ orderId: number } | null>,
) {
  return async (request: Request, ctx: PathContext<{ reference: string }>): Promise<Response> =>
    handleJson(endpoint, async () => {
      const { reference } = await ctx.params
      const deps = await getTicketingDeps()
      const answered = /^pi_test_[0-9a-f]{24}$/.test(reference) ? await step(getTestPaymentProvider(deps.callbackSecret), reference) : null
      if (!answered) throw new AppError('NOT_FOUND', 'There is no such payment awaiting confirmation.')
      return { order_id: String(answered.orderId) }
    })(request)
}

export const POST = answerTestPaymentStep(confirmTestPaymentEndpoint, (provider, reference) => provider.confirmAction(reference))
