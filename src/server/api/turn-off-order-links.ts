// POST /api/v3/orders/{order_id}/turn_off_links/ (decision 051): "Turn off old links" on the order's page.
import 'server-only'
import { z } from 'zod'
import { turnOffOrderLinks } from '@/core/ticketing/turn-off-order-links'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import type { OrderPath } from './get-order'

export const turnOffOrderLinksEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/turn_off_links/',
  summary: "Turn off every link to the order sent so far and email the buyer a new one",
  description:
    'Every link to the order sent before (its confirmation email, forwarded copies) stops working; the new link goes to the buyer\'s email only, never into this answer: `{links: "turned_off", email: "b•••@example.com"}`. By the order\'s link or its signed-in owner. 409 for an order still being paid for; 429 `TOO_MANY_EMAILS` (nothing changed) when the buyer\'s address has had as many emails this hour as it may.',
  tags: ['ticketing'],
  body: z.object({}).loose(),
  response: z.object({ links: z.literal('turned_off'), email: z.string() }),
  errors: [404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleJson(turnOffOrderLinksEndpoint, async (_body, req) => {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    return turnOffOrderLinks(await getTicketingDeps({ orderId }), { orderId, actor: await getOrderActor(req) })
  })(request)
}
