// POST /api/v3/orders/{order_id}/cancel/ (issue 19 §8): an unpaid order's hold is freed at once.
import 'server-only'
import { z } from 'zod'
import { cancelOrder } from '@/core/ticketing/cancel-order'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import type { OrderPath } from './get-order'
import { OrderResponseSchema } from './ticketing-schemas'

export const cancelOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/cancel/',
  summary: 'Cancel an unpaid order',
  description: 'Frees the hold (the tickets go to the waitlist first). A paid order answers 409: ask for a refund instead. Harmless when repeated.',
  tags: ['ticketing'],
  body: z.object({}).loose(),
  response: OrderResponseSchema,
  errors: [404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleJson(cancelOrderEndpoint, async (_body, req) => {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    return cancelOrder(await getTicketingDeps({ orderId }), { orderId, actor: await getOrderActor(req) })
  })(request)
}
