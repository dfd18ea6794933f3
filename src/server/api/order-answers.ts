// GET and PUT /api/v3/orders/{order_id}/answers/?token= (issue 40, decision 063): the questions an order is
// asked and its answers; the buyer changes them until the event starts.
import 'server-only'
import { z } from 'zod'
import { getOrderAnswers } from '@/core/ticketing/get-order-answers'
import { updateOrderAnswers } from '@/core/ticketing/update-order-answers'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderTokenQuerySchema, type OrderPath } from './get-order'
import { AnswerSchema, AnswersInputSchema } from './ticketing-schemas'

const OrderAnswersSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      kind: z.enum(['text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone']),
      per: z.enum(['order', 'attendee']),
      required: z.boolean(),
      options: z.array(z.string()),
      attendees: z
        .array(z.object({ attendee_index: z.int(), seat: z.int().describe('0-based over all the order’s tickets, in line order'), ticket_class_id: z.string(), ticket_class_name: z.string() }))
        .describe('Per attendee: the tickets asked, attendee_index 0, 1, … over them; empty for an order question'),
    }),
  ),
  answers: z.array(AnswerSchema),
  editable: z.boolean().describe('Whether the buyer may change the answers now'),
  editable_until: z.string().nullable().describe('The event’s start, after which answers stay as they are; null when they cannot change for another reason'),
  refusal: z.string().nullable().describe('Why the answers cannot change now, in words'),
})

export const getOrderAnswersEndpoint = {
  method: 'GET',
  path: '/api/v3/orders/{order_id}/answers/',
  summary: "An order's questions at registration and its answers",
  description: 'Its owner, staff, or anyone with its signed link (`?token=`); 404 for everyone else.',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  response: OrderAnswersSchema,
  errors: [404],
} satisfies Endpoint

export const updateOrderAnswersEndpoint = {
  method: 'PUT',
  path: '/api/v3/orders/{order_id}/answers/',
  summary: "Change an order's answers",
  description:
    'Body `{answers: [{question_id, attendee_index?, value}]}`: the whole set, checked as at checkout (400 with `argument_errors` naming each field; a required answer cannot be taken away). Until the event starts; afterwards, or on a cancelled, expired or refunded order, 409 with the reason. The order’s owner or the bearer of its link (`?token=`); anyone else 404. At most 30 changes per order an hour (429).',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  body: z.strictObject({ answers: AnswersInputSchema }),
  response: OrderAnswersSchema,
  errors: [400, 404, 409, 429],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleGet(getOrderAnswersEndpoint, async (_query, req) => {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    return getOrderAnswers(await getTicketingDeps({ orderId }), { orderId, actor: await getOrderActor(req) })
  })(request)
}

export async function PUT(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleJson(updateOrderAnswersEndpoint, async (body, req) => {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    const answers = body.answers.map((a) => ({ questionId: a.question_id, attendeeIndex: a.attendee_index ?? null, value: a.value }))
    return updateOrderAnswers(await getTicketingDeps({ orderId }), { orderId, actor: await getOrderActor(req), answers })
  })(request)
}
