// POST /api/v3/orders/{order_id}/refund_requests/ (issue 19 §8): granted at once where the refund policy allows.
import 'server-only'
import { z } from 'zod'
import { requestRefund } from '@/core/ticketing/request-refund'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { clientAddress } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import type { OrderPath } from './get-order'
import { ConfirmationEmailedSchema, RefundAnswerSchema, RefundTicketIdsSchema } from './ticketing-schemas'

export const createRefundRequestEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/refund_requests/',
  summary: "Refund a paid order under the event's refund policy",
  description:
    'Granted at once (201, `refund.status` "granted") while the policy allows (1, 7 or 30 days before the start; a free spot until the start), as the order\'s `refund_mode` "at_once" says. Where the organizer decides (`refund_mode` "request": "Contact the organizer"), the request with the tickets, the amount and `reason` is emailed to the organizer and answered 201 with `refund.status` "requested" and the order unchanged (429 when sent too often). 409 with the reason otherwise ("No refunds", refunds closed). The tickets stop checking in and their seats return to sale. `ticket_ids` refunds only those tickets: the order is then `partially_refunded` until its last valid ticket goes; each ticket\'s `refund_value` is what it returns. Through the order\'s link alone (`?token=`, not its signed-in owner) nothing changes yet: 202 `{confirmation: "emailed", email}`, a one-use link bound to these tickets is emailed to the buyer, and `POST /api/v3/orders/{order_id}/confirm_action/` carries it out (decision 051; 429 `TOO_MANY_EMAILS` past 5 an hour per order).',
  tags: ['ticketing'],
  body: z.object({
    reason: z.string().trim().max(2000).optional(),
    // A partial refund: only these tickets of the order (each returns its share of the total).
    ticket_ids: RefundTicketIdsSchema.optional(),
  }),
  response: z.union([RefundAnswerSchema, ConfirmationEmailedSchema]),
  errors: [400, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleJson(
    createRefundRequestEndpoint,
    async (body, req) => {
      const orderId = parseIdParam((await ctx.params).orderId, 'order')
      return requestRefund(await getTicketingDeps(), {
        orderId,
        actor: await getOrderActor(req),
        ...(body.ticket_ids ? { ticketIds: body.ticket_ids } : {}),
        ...(body.reason ? { reason: body.reason } : {}),
        ip: clientAddress(request),
      })
    },
    { successStatus: (result) => (typeof result === 'object' && result !== null && 'confirmation' in result ? 202 : 201) },
  )(request)
}
