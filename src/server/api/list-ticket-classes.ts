// GET /api/v3/events/{event_id}/ticket_classes/ (issue 19): the classes checkout offers, with live availability.
import 'server-only'
import { z } from 'zod'
import { listTicketClasses } from '@/core/ticketing/list-ticket-classes'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'
import { readEventPass } from '@/server/event-pass-cookie'
import { getRequestViewer } from '@/server/request-viewer'
import { MoneySchema } from './ticketing-schemas'

export const listTicketClassesEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/ticket_classes/',
  summary: "An event's ticket classes",
  description:
    'Prices in minor units; `fee` is the buyer\'s fee per ticket and `display_price` the all-in price shown first. `quantity_remaining` = capacity − sold − unexpired holds. ' +
    'Hidden classes are left out unless `tickets` carries the token of one’s direct link (decision 060). A private event answers 403 `PASSWORD_REQUIRED` until its password is entered (POST /api/v3/events/{event_id}/unlock/).',
  tags: ['ticketing'],
  query: z.object({ tickets: z.string().max(200).optional().describe('The token of a hidden class’s direct link (`/e/{slug}/?tickets=…`)') }),
  response: z.object({
    ticket_classes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        free: z.boolean(),
        cost: MoneySchema,
        fee: MoneySchema.describe("The buyer's service fee per ticket"),
        tax: MoneySchema.describe('Sales tax added at checkout per ticket; zero when the event adds none (VAT/GST included is inside `cost`)'),
        display_price: MoneySchema.describe('The all-in price: cost, fee and any tax added'),
        quantity_total: z.int(),
        quantity_remaining: z.int(),
        on_sale_status: z.enum(['AVAILABLE', 'SOLD_OUT', 'NOT_YET_ON_SALE', 'SALES_ENDED']),
        minimum_quantity: z.int(),
        maximum_quantity: z.int(),
        sales_start: z.string().nullable(),
        sales_end: z.string().nullable(),
        hidden: z.boolean().describe('Sold only through its direct link; never listed on the public page'),
        requires_approval: z.boolean().describe('A registration with this class waits for the organizer’s approval (decision 064); the event’s own `requires_approval` applies to every class'),
      }),
    ),
  }),
  errors: [403, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(listTicketClassesEndpoint, async (query) => {
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    // An invited person who is signed in sees an invitation-only event's classes (decision 060).
    const viewer = await getRequestViewer(request)
    return listTicketClasses(await getTicketingDeps({ eventId }), { eventId, eventPass: readEventPass(request, eventId), ticketLinks: query.tickets ? [query.tickets] : [], userId: viewer?.id ?? null })
  })(request)
}
