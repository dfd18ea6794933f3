// /api/v3/events/{event_id}/ticket_classes/: GET lists them for buyers (list-ticket-classes.ts, issue 19);
// POST adds one for the event's organizer (issue 20). route.ts re-exports both from here.
import 'server-only'
import { z } from 'zod'
import { addTicketClass } from '@/core/creators/add-ticket-class'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { getTicketingDeps } from '@/server/ticketing'
import { computeHiddenClassToken } from '@/core/events/event-access'
import { listTicketClassesEndpoint } from './list-ticket-classes'
import { CurrencyCodeSchema } from '@/server/api-schemas/money-schema'

export { GET, listTicketClassesEndpoint } from './list-ticket-classes'

/** A class as its organizer sees it: a hidden one with the token of its direct link (decision 060). */
export async function withTicketLink<T extends { id: string; hidden: boolean }>(ticketClass: T): Promise<T & { ticket_link: string | null }> {
  const { secret } = await getTicketingDeps()
  return { ...ticketClass, ticket_link: ticketClass.hidden ? computeHiddenClassToken(secret, Number(ticketClass.id)) : null }
}

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))
const TicketClassSchema = listTicketClassesEndpoint.response.shape.ticket_classes.element

export const addTicketClassEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/ticket_classes/',
  summary: 'Add a ticket class to an event',
  description:
    '`cost.value` in minor units (0 for a free class, more for a paid one). `hidden: true` (decision 060) keeps the class off the public page, its "From" price, price filters and "Only N left": it is sold only through its direct link, whose token the answer\'s `ticket_link` carries. `requires_approval: true` (decision 064) makes registrations with this class wait for the organizer’s approval. Only the event’s organizer; anyone else 404. Answers 201 `{ticket_class}`.',
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
    hidden: z.boolean().optional(),
    requires_approval: z.boolean().optional(),
  }),
  response: z.object({
    ticket_class: TicketClassSchema.extend({
      ticket_link: z.string().nullable().describe('For a hidden class: the `?tickets=` token of its direct link (`/e/{slug}/?tickets=…`), which the organizer shares; null for a listed class'),
    }),
  }),
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
        manager: managerOf(viewer),
        name: body.name,
        free: body.free,
        currency: body.cost.currency,
        priceMinor: body.cost.value,
        capacity: body.quantity_total,
        minPerOrder: body.minimum_quantity ?? 1,
        maxPerOrder: body.maximum_quantity ?? 10,
        salesStart: body.sales_start ?? null,
        salesEnd: body.sales_end ?? null,
        hidden: body.hidden ?? false,
        requiresApproval: body.requires_approval ?? false,
      })
      return { ticket_class: await withTicketLink(ticketClass) }
    },
    { successStatus: 201 },
  )(request)
}
