// GET /api/v3/events/{event_id}/orders/{order_id}/ (issue 36): one order of my event with its history
// (get-event-order.ts); staff may read it too; anyone else gets 404.
import 'server-only'
import { z } from 'zod'
import { getEventOrder } from '@/core/creators/get-event-order'
import { ORDER_ACTOR_KINDS, ORDER_STATUSES } from '@/core/ticketing/order-state'
import { TICKET_STATUSES } from '@/core/ticketing/ticket-state'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import type { EventOrderPath } from './refund-event-order'
import { AnswerSchema, MoneySchema } from './ticketing-schemas'

export const getEventOrderEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/orders/{order_id}/',
  summary: 'An order of my event, with its history',
  description:
    '`history` lists every move of the order and of its tickets, oldest first: `type` (order.created, order.paid, order.cancelled, order.expired, ' +
    'order.partially_refunded, order.refunded, ticket.refunded, ticket.cancelled, ticket.checked_in), `from` → `to` status, `ticket_id` for a ticket’s entry, ' +
    'who acted (`actor.kind`: buyer, organizer, staff, system, provider), the money it moved and `reason`. The event’s organizer and staff only; anyone else 404.',
  tags: ['creators'],
  query: z.object({}),
  response: z.object({
    can_act: z.boolean().describe('Whether the caller may refund or cancel it: its organizer; staff only read'),
    order: z.object({
      id: z.string(),
      event_id: z.string(),
      event_name: z.string(),
      event_timezone: z.string().describe("The event's IANA time zone"),
      status: z.enum(ORDER_STATUSES),
      created: z.string(),
      buyer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
      total: MoneySchema,
      refunded: MoneySchema,
      lines: z.array(z.object({ ticket_class_id: z.string(), name: z.string(), quantity: z.int() })),
      tickets: z.array(
        z.object({
          id: z.string(),
          printed_code: z.string(),
          ticket_class_id: z.string(),
          status: z.enum(TICKET_STATUSES),
          attendee_name: z.string().nullable(),
          checked_in_at: z.string().nullable(),
          answers: z.array(AnswerSchema).describe('The ticket’s answers to the questions at registration: its attendee’s and its order’s (decision 063)'),
        }),
      ),
      answers: z.array(AnswerSchema).describe('The buyer’s answers to the questions at registration (decision 063)'),
    }),
    history: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        created: z.string(),
        from: z.string().nullable(),
        to: z.string(),
        ticket_id: z.string().nullable(),
        actor: z.object({ kind: z.enum(ORDER_ACTOR_KINDS), user_id: z.string().nullable() }),
        amount: MoneySchema.nullable(),
        reason: z.string(),
      }),
    ),
  }),
  errors: [400, 401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<EventOrderPath>): Promise<Response> {
  return handleGet(getEventOrderEndpoint, async () => {
    const viewer = await requireViewer(request)
    const params = await ctx.params
    const eventId = parseIdParam(params.eventId, 'event')
    const orderId = parseIdParam(params.orderId, 'order')
    return getEventOrder(await getDeps(), { eventId, orderId, manager: managerOf(viewer) })
  })(request)
}
