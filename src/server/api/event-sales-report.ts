// GET /api/v3/events/{event_id}/sales_report/ (issue 37 point 2): an event's sales from the ledger.
import 'server-only'
import { z } from 'zod'
import { getEventSalesReport } from '@/core/creators/event-sales-report'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { MoneySchema } from '@/server/api-schemas/money-schema'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const eventSalesReportEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/sales_report/',
  summary: "An event's sales, from the ledger",
  description:
    'In the event’s currency, a series’ dates included: `ticket_sales` (what buyers paid for tickets, after discounts), `discounts`, `buyer_fees` (the buyers’ service fees less those refunded: Tessera’s, not the organizer’s), `tax`, `refunds` (ticket money given back) and `net` (ticket sales less refunds: what the organizer is owed). Refunded and cancelled orders are never sales. The event’s organizer and staff only; anyone else 404.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({
    currency: z.string(),
    ticket_sales: MoneySchema,
    discounts: MoneySchema,
    buyer_fees: MoneySchema,
    tax: MoneySchema,
    refunds: MoneySchema,
    net: MoneySchema,
  }),
  errors: [401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(eventSalesReportEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    return getEventSalesReport(await getDeps(), { eventId, manager: managerOf(viewer) })
  })(request)
}
