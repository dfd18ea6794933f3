// POST /api/v3/events/{event_id}/orders/{order_id}/refunds/ (issue 20): the organizer refunds an order in
// full, or only `ticket_ids` (a partial refund), whatever the refund policy (refund-order-by-organizer.ts).
import 'server-only'
import { z } from 'zod'
import { refundOrderByOrganizer } from '@/core/creators/refund-order-by-organizer'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { getTicketingDeps } from '@/server/ticketing'
import { RefundAnswerSchema, RefundTicketIdsSchema } from './ticketing-schemas'

export type EventOrderPath = { eventId: string; orderId: string }

export const refundEventOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/orders/{order_id}/refunds/',
  summary: 'Refund an order of my event (full or partial)',
  description:
    'The organizer returns the whole order, or only `ticket_ids` (each returns its share of the total), whatever the refund policy. The tickets stop checking in, their seats return to sale, the buyer is emailed. 409 for an order not paid or already refunded; 404 unless the event is mine and the order is its.',
  tags: ['creators'],
  body: z.strictObject({
    ticket_ids: RefundTicketIdsSchema.optional(),
  }),
  response: RefundAnswerSchema,
  errors: [400, 401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<EventOrderPath>): Promise<Response> {
  return handleJson(
    refundEventOrderEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const params = await ctx.params
      const eventId = parseIdParam(params.eventId, 'event')
      const orderId = parseIdParam(params.orderId, 'order')
      return refundOrderByOrganizer(await getTicketingDeps(), { eventId, orderId, manager: managerOf(viewer), ...(body.ticket_ids ? { ticketIds: body.ticket_ids } : {}) })
    },
    { successStatus: 201 },
  )(request)
}
