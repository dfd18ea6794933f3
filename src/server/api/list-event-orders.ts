// GET /api/v3/events/{event_id}/orders/ (issue 20): the organizer's list of an event's orders, searchable
// and paged; staff may read it too; anyone else gets 404.
import 'server-only'
import { z } from 'zod'
import { MoneySchema } from '@/server/api-schemas/money-schema'
import { listEventOrders } from '@/core/creators/list-event-orders'
import { ORDER_STATUSES } from '@/core/ticketing/order-state'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { intInRange } from '@/server/api-schemas/query-params'
import { getDeps } from '@/server/get-deps'
import { ContinuationParam, listName, PaginationSchema, requestedPage, withContinuation } from '@/server/list-pagination'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

const Money = MoneySchema

export const listEventOrdersEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/orders/',
  summary: "An event's orders",
  description:
    'Newest first, a series’ dates included. `q` matches part of the buyer’s name or email, or an order number (`123` or `#123`). ' +
    'Completed orders (paid, partially_refunded, refunded) unless `status` names one state. `page` from 1, `page_size` up to 100 (default 50), or `continuation` from the page before (same `q` and `status`). ' +
    'The event’s organizer and staff only; anyone else 404.',
  tags: ['creators'],
  query: z.object({
    q: z.string().max(200).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    page: intInRange(1, 10_000, 1),
    page_size: intInRange(1, 100, 50),
    continuation: ContinuationParam,
  }),
  response: z.object({
    orders: z.array(
      z.object({
        id: z.string(),
        created: z.string(),
        status: z.enum(ORDER_STATUSES),
        name: z.string().nullable(),
        email: z.string().nullable(),
        event_id: z.string(),
        quantity: z.int(),
        costs: z.object({ subtotal: Money, discount: Money, fees: Money, gross: Money }),
      }),
    ),
    pagination: PaginationSchema,
  }),
  errors: [400, 401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(listEventOrdersEndpoint, async (query) => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const list = listName('orders', eventId, { q: query.q, status: query.status })
    const { page, pageSize } = requestedPage(list, query)
    return withContinuation(list, await listEventOrders(await getDeps(), { eventId, manager: managerOf(viewer), q: query.q, status: query.status, page, pageSize }))
  })(request)
}
