// POST /api/v3/orders/{order_id}/confirm_action/ (decision 051): the button of an emailed confirmation.
import 'server-only'
import { z } from 'zod'
import { confirmOrderAction } from '@/core/ticketing/confirm-order-action'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { clientAddress } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'
import type { OrderPath } from './get-order'
import { RefundAnswerSchema, RefundTicketIdsSchema } from './ticketing-schemas'

export const confirmOrderActionEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/confirm_action/',
  summary: 'Carry out a refund the buyer confirmed from their email',
  description:
    'The emailed link (`/orders/confirm/?order=…&token=…`) opens a page whose button posts its `token` here: the refund asked for through the order\'s link is carried out as asked (the same tickets), once, and answered as `refund_requests` answers it (201). A token that is used, older than 30 minutes, or for another order is 404; `ticket_ids` other than the ones confirmed are 400. Needs no session: the token is the proof.',
  tags: ['ticketing'],
  body: z.object({
    token: z.string().trim().min(20).max(100),
    // Optional: when sent, must be the tickets the confirmation was made for.
    ticket_ids: RefundTicketIdsSchema.optional(),
  }),
  response: RefundAnswerSchema,
  errors: [400, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleJson(
    confirmOrderActionEndpoint,
    async (body, _req) => {
      const orderId = parseIdParam((await ctx.params).orderId, 'order')
      return confirmOrderAction(await getTicketingDeps({ orderId }), {
        orderId,
        token: body.token,
        ...(body.ticket_ids ? { ticketIds: body.ticket_ids } : {}),
        ip: clientAddress(request),
      })
    },
    { successStatus: 201 },
  )(request)
}
