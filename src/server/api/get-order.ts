// GET /api/v3/orders/{order_id}/ (issue 19): for its owner, staff, or the bearer of its signed link (?token=).
import 'server-only'
import { z } from 'zod'
import { getOrder } from '@/core/ticketing/get-order'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { optionalText } from '@/server/api-schemas/query-params'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderResponseSchema } from './ticketing-schemas'

export const OrderTokenQuerySchema = z.object({ token: optionalText(100) })

export const getOrderEndpoint = {
  method: 'GET',
  path: '/api/v3/orders/{order_id}/',
  summary: 'One order',
  description: 'Its owner, staff, or anyone with its signed link (`?token=`); 404 for everyone else. A reserved order past its hold reads as `expired`.',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  response: OrderResponseSchema,
  errors: [404],
} satisfies Endpoint

export type OrderPath = { orderId: string }

export async function GET(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleGet(getOrderEndpoint, async (_query, req) => {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    return getOrder(await getTicketingDeps({ orderId }), { orderId, actor: await getOrderActor(req) })
  })(request)
}
