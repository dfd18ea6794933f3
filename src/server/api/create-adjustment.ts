// POST /api/v3/admin/organizations/{organization_id}/adjustments/ (issue 37 point 1): staff adjust an
// organizer's available balance with a reason, as one balanced ledger transaction.
import 'server-only'
import { z } from 'zod'
import { createAdjustment } from '@/core/payouts/create-adjustment'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { CurrencyCodeSchema, MoneySchema } from '@/server/api-schemas/money-schema'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireStaff } from '@/server/request-viewer'

// Far above any real correction, and well inside what a bigint column and JSON numbers hold exactly.
const MAX_ADJUSTMENT_MINOR = 1_000_000_000_000

export const createAdjustmentEndpoint = {
  method: 'POST',
  path: '/api/v3/admin/organizations/{organization_id}/adjustments/',
  summary: 'Staff: adjust an organizer’s balance, with a reason',
  description:
    'Body `{currency, amount, reason}`: `amount` in the currency’s minor units, signed (positive credits the organizer’s available balance at Tessera’s expense, negative takes money back), never 0; `reason` required (up to 500 characters). Written as one balanced ledger transaction that names the staff member who made it (`created_by`, their public user id); the next payout in that currency takes it and its statement shows it on its own line with the reason. Staff only (401/403); an unknown organization: 404.',
  tags: ['admin'],
  body: z.strictObject({
    currency: CurrencyCodeSchema,
    amount: z.int().min(-MAX_ADJUSTMENT_MINOR).max(MAX_ADJUSTMENT_MINOR).refine((v) => v !== 0, 'must not be 0'),
    reason: z.string().trim().min(1, 'is required').max(500),
  }),
  response: z.object({ adjustment: z.object({ id: z.string(), organization_id: z.string(), amount: MoneySchema, reason: z.string(), created: z.iso.datetime(), created_by: z.string() }) }),
  errors: [400, 401, 403, 404],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ organizationId: string }>): Promise<Response> {
  return handleJson(
    createAdjustmentEndpoint,
    async (body) => {
      const staff = await requireStaff(request)
      const organizerId = parseIdParam((await ctx.params).organizationId, 'organization')
      return { adjustment: await createAdjustment(await getDeps(), { organizerId, currency: body.currency, amountMinor: body.amount, reason: body.reason, staff }) }
    },
    { successStatus: 201 },
  )(request)
}
