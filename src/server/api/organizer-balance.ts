// GET /api/v3/organizations/me/balance/ (issue 37 point 3, decision 042): the signed-in creator's
// pending, available and paid-out balances per currency, summed from the ledger.
import 'server-only'
import { z } from 'zod'
import { getOrganizerBalances } from '@/core/payouts/get-organizer-balances'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { MoneySchema } from '@/server/api-schemas/money-schema'
import { getDeps } from '@/server/get-deps'
import { requireViewer } from '@/server/request-viewer'

export const organizerBalanceEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/balance/',
  summary: 'My balances',
  description:
    'Per currency: `pending` (ticket money not yet released by the payout schedule, the reserve included), `available` (released, not yet in a payout) and `paid_out` (in payouts scheduled, in transit or paid). Sums of the ledger’s entries; empty before the first sale.',
  tags: ['payouts'],
  query: z.object({}),
  response: z.object({ balances: z.array(z.object({ currency: z.string(), pending: MoneySchema, available: MoneySchema, paid_out: MoneySchema })) }),
  errors: [401],
} satisfies Endpoint

export async function GET(request: Request): Promise<Response> {
  return handleGet(organizerBalanceEndpoint, async () => {
    const viewer = await requireViewer(request)
    return { balances: await getOrganizerBalances(await getDeps(), { userId: viewer.id }) }
  })(request)
}
