// The request and answer shapes of approval's endpoints (issue 40 "Approval", decision 064), and their one
// handler: approve and decline, one order or several, differ only in the decision they ask for.
import 'server-only'
import { z } from 'zod'
import { approveOrder } from '@/core/creators/approve-order'
import { decideOrders } from '@/core/creators/decide-orders'
import { declineOrder } from '@/core/creators/decline-order'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { managerOf, requireViewer } from '@/server/request-viewer'
import { getTicketingDeps } from '@/server/ticketing'
import { APPROVAL_BULK_MAX, APPROVAL_MESSAGE_MAX } from '@/core/ticketing/approval-rules'
import { IdTextSchema, OrderSchema } from './ticketing-schemas'

// Room for markup and spaces the plain-text rule drops; what is kept is cut to APPROVAL_MESSAGE_MAX.
const MessageSchema = z.string().max(APPROVAL_MESSAGE_MAX * 2).nullable().optional().describe(`For the buyer's email, plain text (up to ${APPROVAL_MESSAGE_MAX} characters are kept)`)

export const DecideOrderBodySchema = z.strictObject({ message: MessageSchema })

export const DecideOrdersBodySchema = z.strictObject({
  order_ids: z.array(IdTextSchema).min(1).max(APPROVAL_BULK_MAX),
  message: MessageSchema,
})

export const DecideOrdersAnswerSchema = z.object({
  orders: z.array(OrderSchema).describe('The orders decided, as they are now'),
  errors: z.array(z.object({ order_id: z.string(), error: z.string(), error_description: z.string() })).describe('The orders not decided (decided already, not this event’s, a capture refused), each with its own error'),
})

type Decision = 'approve' | 'decline'

/** POST …/orders/{order_id}/approve/ or …/decline/: one order. */
export function handleDecideOrder(endpoint: Endpoint & { body: typeof DecideOrderBodySchema }, decision: Decision) {
  return async (request: Request, ctx: PathContext<{ eventId: string; orderId: string }>): Promise<Response> =>
    handleJson(endpoint, async (body: z.infer<typeof DecideOrderBodySchema>) => {
      const viewer = await requireViewer(request)
      const params = await ctx.params
      const eventId = parseIdParam(params.eventId, 'event')
      const orderId = parseIdParam(params.orderId, 'order')
      const decide = decision === 'approve' ? approveOrder : declineOrder
      return decide(await getTicketingDeps({ eventId }), { eventId, orderId, manager: managerOf(viewer), message: body.message })
    })(request)
}

/** POST …/orders/approve/ or …/decline/: several orders, each decided on its own. */
export function handleDecideOrders(endpoint: Endpoint & { body: typeof DecideOrdersBodySchema }, decision: Decision) {
  return async (request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> =>
    handleJson(endpoint, async (body: z.infer<typeof DecideOrdersBodySchema>) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      return decideOrders(await getTicketingDeps({ eventId }), { eventId, orderIds: body.order_ids, decision, manager: managerOf(viewer), message: body.message })
    })(request)
}
