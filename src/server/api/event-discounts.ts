// POST /api/v3/events/{event_id}/discounts/ (issue 19 §1): the event's organizer adds a promo code, an open
// discount or a buy-one-get-one offer (Eventbrite v3's discount fields). Anyone else gets 404.
import 'server-only'
import { z } from 'zod'
import { addDiscount } from '@/core/creators/add-discount'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { MoneySchema } from '@/server/api-schemas/money-schema'

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))

const DiscountSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  type: z.enum(['coded', 'open', 'bogo']),
  code: z.string().nullable(),
  percent_off: z.int().nullable(),
  amount_off: MoneySchema.nullable().describe('In the event’s currency; null for a percentage or BOGO'),
  quantity_available: z.int().describe('0: unlimited'),
  quantity_sold: z.int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
})

export const addDiscountEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/discounts/',
  summary: 'Add a promo code, open discount or BOGO offer to an event',
  description:
    '`type` coded (needs `code`), open (applies by itself) or bogo (every second ticket of a class free). Coded and open take `percent_off` (1–100) or `amount_off` (minor units of the event’s currency; answered in the money shape). `quantity_available` 0 means unlimited. A code works while the date is within `start_date`–`end_date` and fewer than `quantity_available` orders have used it (spec §5). Only the event’s organizer; anyone else 404. 409 when the event already has the code. Answers 201 `{discount}`.',
  tags: ['creators'],
  body: z.strictObject({
    type: z.enum(['coded', 'open', 'bogo']),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, 'Use 3 to 30 letters, digits, - or _.')
      .optional(),
    percent_off: z.int().min(1).max(100).optional(),
    amount_off: z.int().min(1).max(100_000_000).optional(),
    quantity_available: z.int().min(0).max(1_000_000).optional(),
    start_date: instant.optional(),
    end_date: instant.optional(),
  }),
  response: z.object({ discount: DiscountSchema }),
  errors: [400, 401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    addDiscountEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const discount = await addDiscount(await getDeps(), {
        eventId,
        manager: managerOf(viewer),
        kind: body.type,
        code: body.code ?? null,
        percentOff: body.percent_off ?? null,
        amountOffMinor: body.amount_off ?? null,
        quantityAvailable: body.quantity_available ?? 0,
        startAt: body.start_date ?? null,
        endAt: body.end_date ?? null,
      })
      return { discount }
    },
    { successStatus: 201 },
  )(request)
}
