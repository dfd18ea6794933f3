// /api/v3/events/{event_id}/ticket_classes/: GET lists them for buyers (list-ticket-classes.ts, issue 19);
// POST adds one for the event's organizer (issue 20). route.ts re-exports both from here.
import 'server-only'
import { z } from 'zod'
import { addTicketClass } from '@/core/creators/add-ticket-class'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer } from '@/server/request-viewer'
import { listTicketClassesEndpoint } from './list-ticket-classes'
import { CurrencyCodeSchema } from '@/server/api-schemas/money-schema'

export { GET, listTicketClassesEndpoint } from './list-ticket-classes'

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))
const TicketClassSchema = listTicketClassesEndpoint.response.shape.ticket_classes.element

export const addTicketClassEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/ticket_classes/',
  summary: 'Add a ticket class to an event',
  description:
    '`cost.value` in minor units (0 for a free class, more for a paid one). Only the event’s organizer; anyone else 404. Answers 201 `{ticket_class}`.',
  tags: ['creators'],
  body: z.strictObject({
    name: z.string().trim().min(1).max(100),
    free: z.boolean(),
    cost: z.strictObject({ currency: CurrencyCodeSchema, value: z.int().min(0).max(100_000_000) }),
    quantity_total: z.int().min(1).max(1_000_000),
    minimum_quantity: z.int().min(1).max(100).optional(),
    maximum_quantity: z.int().min(1).max(100).optional(),
    sales_start: instant.optional(),
    sales_end: instant.optional(),
  }),
  response: z.object({ ticket_class: TicketClassSchema }),
  errors: [400, 401, 404],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    addTicketClassEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const ticketClass = await addTicketClass(await getDeps(), {
        eventId,
        manager: { userId: viewer.id, isStaff: viewer.isStaff },
        name: body.name,
        free: body.free,
        currency: body.cost.currency,
        priceMinor: body.cost.value,
        capacity: body.quantity_total,
        minPerOrder: body.minimum_quantity ?? 1,
        maxPerOrder: body.maximum_quantity ?? 10,
        salesStart: body.sales_start ?? null,
        salesEnd: body.sales_end ?? null,
      })
      return { ticket_class: ticketClass }
    },
    { successStatus: 201 },
  )(request)
}
