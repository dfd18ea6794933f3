// POST /api/v3/events/{event_id}/orders/{order_id}/resend_tickets/ (issue 20): the buyer's tickets by email
// again (resend-order-tickets.ts).
import 'server-only'
import { z } from 'zod'
import { resendOrderTickets } from '@/core/creators/resend-order-tickets'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { getTicketingDeps } from '@/server/ticketing'
import type { EventOrderPath } from './refund-event-order'

export const resendEventOrderTicketsEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/orders/{order_id}/resend_tickets/',
  summary: 'Email an order’s tickets to its buyer again',
  description:
    'Queues the confirmation email again with a QR code for each valid ticket. At most 5 an hour per order (429). 409 for an order with no valid tickets; 404 unless the event is mine and the order is its.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.object({ to: z.string(), tickets: z.int() }),
  errors: [401, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<EventOrderPath>): Promise<Response> {
  return handleJson(
    resendEventOrderTicketsEndpoint,
    async () => {
      const viewer = await requireViewer(request)
      const params = await ctx.params
      const eventId = parseIdParam(params.eventId, 'event')
      const orderId = parseIdParam(params.orderId, 'order')
      return resendOrderTickets(await getTicketingDeps(), { eventId, orderId, manager: managerOf(viewer) })
    },
    { successStatus: 201 },
  )(request)
}
