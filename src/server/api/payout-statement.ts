// GET /api/v3/organizations/me/payouts/{id}/statement.csv (issue 37 point 3): one line per ledger
// transaction the payout pays, adding up to its amount.
import 'server-only'
import { z } from 'zod'
import { exportPayoutStatement } from '@/core/payouts/export-payout-statement'
import type { Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { errorToResponse } from '@/server/http-errors'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'

export const payoutStatementEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/payouts/{payout_id}/statement.csv',
  summary: "A payout's statement as CSV",
  description:
    'Columns `order, date, description, currency, ticket_sales, discount, fees, refunds, reserve, net` in major units: one line per ledger transaction the payout pays (a release of an order’s ticket money, or a staff adjustment with its reason), where ticket_sales − discount − fees − refunds − reserve = net; the last line totals them, its net the payout’s amount.',
  tags: ['payouts'],
  query: z.object({}),
  response: z.string(),
  errors: [401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ payoutId: string }>): Promise<Response> {
  try {
    const viewer = await requireViewer(request)
    const payoutId = parseIdParam((await ctx.params).payoutId, 'payout')
    const { filename, csv } = await exportPayoutStatement(await getDeps(), { userId: viewer.id, payoutId })
    return new Response(csv, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    return errorToResponse(error)
  }
}
