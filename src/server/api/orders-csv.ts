// GET /api/v3/events/{event_id}/orders.csv (issue 37 point 2): the event's completed orders with their
// money from the ledger and a total row, for a spreadsheet. Organizer and staff only.
import 'server-only'
import { z } from 'zod'
import { exportOrdersCsv } from '@/core/creators/export-orders-csv'
import type { Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { errorToResponse } from '@/server/http-errors'
import { csvAttachment } from '@/server/http/csv-response'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const ordersCsvEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/orders.csv',
  summary: "An event's orders and their money as CSV",
  description:
    'One row per completed order (text/csv): ticket sales after discounts, discount, buyer fees (Tessera’s), tax, refunds and net to the organizer in the currency’s major unit, from the ledger, then a total row. Cells beginning with `=`, `+`, `-`, `@`, tab or carriage return are prefixed with `\'` so a spreadsheet shows them as text.',
  tags: ['creators'],
  query: z.object({}),
  response: z.string(),
  errors: [401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  try {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const csv = await exportOrdersCsv(await getDeps(), { eventId, manager: managerOf(viewer) })
    return csvAttachment(csv, `orders-${eventId}.csv`)
  } catch (error) {
    return errorToResponse(error)
  }
}
