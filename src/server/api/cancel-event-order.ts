// POST /api/v3/events/{event_id}/orders/{order_id}/cancel/ (issue 20): the organizer cancels an order; a
// paid one is refunded in full (cancel-order-by-organizer.ts).
import 'server-only'
import { z } from 'zod'
import { cancelOrderByOrganizer } from '@/core/creators/cancel-order-by-organizer'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { getTicketingDeps } from '@/server/ticketing'
import type { EventOrderPath } from './refund-event-order'
import { MoneySchema, OrderSchema } from './ticketing-schemas'

export const cancelEventOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/orders/{order_id}/cancel/',
  summary: 'Cancel an order of my event',
  description:
    'A held order is cancelled and its seats freed; a paid one is cancelled by refunding its valid tickets in full (`refunded` is the money given back, zero for a held order) and the buyer is emailed. 409 for an order already refunded; 404 unless the event is mine and the order is its.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.object({ order: OrderSchema, refunded: MoneySchema }),
  errors: [401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<EventOrderPath>): Promise<Response> {
  return handleJson(cancelEventOrderEndpoint, async () => {
    const viewer = await requireViewer(request)
    const params = await ctx.params
    const eventId = parseIdParam(params.eventId, 'event')
    const orderId = parseIdParam(params.orderId, 'order')
    return cancelOrderByOrganizer(await getTicketingDeps(), { eventId, orderId, manager: managerOf(viewer) })
  })(request)
}
