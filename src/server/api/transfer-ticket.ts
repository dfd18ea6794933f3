// POST /api/v3/orders/{order_id}/tickets/{ticket_id}/transfer/?token= {name, email} (issue 40, decision 059).
import 'server-only'
import { z } from 'zod'
import { transferTicket } from '@/core/ticketing/transfer-ticket'
import { EmailSchema } from '@/server/api-schemas/auth-schemas'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { clientAddress } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderTokenQuerySchema } from './get-order'
import { TicketSchema } from './ticketing-schemas'

export const transferTicketEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/tickets/{ticket_id}/transfer/',
  summary: 'Give a ticket to someone else',
  description:
    'Answers 201 `{ticket}`: a new ticket with a new `code`, issued to `name` at `email`; the old ticket becomes `transferred` and its code no longer checks in. The new holder is emailed the ticket (its QR code) and the buyer a notice; both are in the order’s trail. By the order’s link (`?token=`) or its signed-in owner; anyone else 404. ' +
    '409 `TRANSFER_NOT_ALLOWED` (with `reason`: `forbidden`, `cut_off_passed`, `refunded`, `cancelled`, `transferred`, `checked_in`, `order_not_paid`) when the organizer forbids transfers, their cut-off has passed, or the ticket cannot move. Rate-limited per order and per IP (429 with Retry-After).',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  body: z.strictObject({
    name: z.string().trim().min(1, 'is required').max(100),
    email: EmailSchema,
  }),
  response: z.object({ ticket: TicketSchema }),
  errors: [400, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ orderId: string; ticketId: string }>): Promise<Response> {
  return handleJson(
    transferTicketEndpoint,
    async (body, req) => {
      const params = await ctx.params
      const orderId = parseIdParam(params.orderId, 'order')
      const ticket = await transferTicket(await getTicketingDeps({ orderId }), {
        orderId,
        ticketId: parseIdParam(params.ticketId, 'ticket'),
        actor: await getOrderActor(req),
        name: body.name,
        email: body.email,
        ip: clientAddress(req),
      })
      return { ticket }
    },
    { successStatus: 201 },
  )(request)
}
