// POST /api/v3/orders/{order_id}/complete/ (issue 19): buyer, attendees and payment; issues the tickets.
import 'server-only'
import { z } from 'zod'
import { completeOrder } from '@/core/ticketing/complete-order'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import type { OrderPath } from './get-order'
import { AnswersInputSchema, OrderSchema } from './ticketing-schemas'
import { browserSessionKey } from '@/server/browser-session'
import { clientAddress } from '@/server/http/request-policy'

const AttendeeSchema = z.union([z.string().trim().max(200), z.object({ name: z.string().trim().max(200).optional() }).transform((a) => a.name ?? '')])

export const completeOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/complete/',
  summary: 'Pay for a held order and receive its tickets',
  description:
    'Body `{ buyer: { name, email }, attendees?: [name | { name }], payment?: { token } }` (payment not needed for a free order), `answers?: [{ question_id, attendee_index?, value }]` to the event’s questions at registration (decision 063: `attendee_index` is 0-based over the order’s tickets of the classes the question applies to, in line order; a value is text, a list of options for multiple choice, or true/false for a checkbox); a missing required answer or a bad value is a 400 whose `argument_errors` name the field (`answers[1].value`, or `answers[question_id=12][attendee_index=1]` for one not given). Test tokens: `tok_visa` succeeds, `tok_chargeDeclined` is declined, `tok_chargeDeclinedInsufficientFunds` lacks funds, `tok_threeDSecure2Required` answers 200 with the order still reserved and `next_action.url`, the extra confirmation step. 402 `CARD_DECLINED` (the hold stays: retry with another card), 410 `HOLD_EXPIRED`, 429 `TOO_MANY_PAYMENT_ATTEMPTS` (with `limited_by`: order, session, address or card) when the attempts of the hour are used up, a declined card counting three times (decision 049); 429 `TOO_MANY_EMAILS` (with `limited_by`: recipient, session or address) for a free order whose confirmation email would pass the hour’s limits on mail to an address the buyer is not signed in as (decision 048; such an email carries no names the buyer typed). Completing a paid order again answers it unchanged. One charge per attempt (decision 047): a completion that arrives while another completion of the same order is paying charges nothing, waits for it and answers as it did (the paid order, the same `next_action`, or the same 402); 409 `CONFLICT` if that payment is still under way after 25 s.',
  tags: ['ticketing'],
  body: z.object({
    buyer: z.object({ name: z.string().trim().min(1, 'enter your name').max(200), email: z.email('enter a valid email').max(320) }),
    attendees: z.array(AttendeeSchema).max(100).optional(),
    payment: z.object({ token: z.string().trim().min(1).max(200) }).optional(),
    answers: AnswersInputSchema.optional(),
  }),
  response: z.object({ order: OrderSchema, next_action: z.object({ type: z.literal('confirm_payment'), url: z.string() }).optional() }),
  errors: [400, 402, 404, 409, 410, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  return handleJson(completeOrderEndpoint, async (body, req) => {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    return completeOrder(await getTicketingDeps({ orderId }), {
      orderId,
      actor: await getOrderActor(req),
      buyer: body.buyer,
      attendees: body.attendees,
      payment: body.payment,
      answers: body.answers?.map((a) => ({ questionId: a.question_id, attendeeIndex: a.attendee_index ?? null, value: a.value })),
      // Payment attempts are limited per browser and address as well as per order and card (decision 049).
      client: { session: browserSessionKey(req), address: clientAddress(req) },
    })
  })(request)
}
