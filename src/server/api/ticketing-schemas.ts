// Response shapes shared by the ticketing endpoints (issue 19 "An order"), for the OpenAPI document.
import { z } from 'zod'
import { ORDER_STATUSES } from '@/core/ticketing/order-state'
import { TICKET_STATUSES } from '@/core/ticketing/ticket-state'
import { MoneySchema } from '@/server/api-schemas/money-schema'

/** An id in a request body: digits as text (our JSON's ids) or a whole number. */
export const IdTextSchema = z.union([z.string().regex(/^\d{1,9}$/, 'must be a positive id'), z.int().positive().max(999_999_999)]).transform(Number)

export { MoneySchema }

export const TicketSchema = z.object({
  id: z.string(),
  code: z.string().describe('128 random bits and a check character; what the QR code holds'),
  printed_code: z.string(),
  qr_url: z.string(),
  ticket_class_id: z.string(),
  status: z.enum(TICKET_STATUSES).describe('transferred: given to someone else, who holds a new ticket with a new code (decision 059)'),
  attendee_name: z.string().nullable().describe("The holder's name: a transferred ticket's new ticket names its recipient"),
  checked_in: z.boolean(),
  transferable: z.boolean().describe('True while the buyer may transfer it (POST /api/v3/orders/{order_id}/tickets/{ticket_id}/transfer/)'),
  refund_value: MoneySchema.describe("What refunding this ticket alone returns: its share of the order's total"),
})

/** An answer to a question at registration (decision 063); `label` as it read when answered. */
export const AnswerSchema = z.object({
  question_id: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone']),
  attendee_index: z.int().nullable().describe('null: asked once per order; else 0-based over the order’s tickets of the classes the question applies to, in line order'),
  value: z.union([z.string(), z.array(z.string()), z.boolean()]),
})

/** Answers as a request gives them (completing an order, changing its answers). */
export const AnswersInputSchema = z
  .array(
    z.object({
      question_id: z.coerce.number().int().positive().max(2_147_483_647),
      attendee_index: z.int().min(0).max(1000).nullable().optional(),
      value: z.union([z.string().max(4000), z.array(z.string().max(200)).max(50), z.boolean()]),
    }),
  )
  .max(2000)

export const OrderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES).describe('`pending_approval`: registered, awaiting the organizer’s decision (decision 064); nothing issued, a paid one’s card only authorised'),
  event_id: z.string(),
  expires_at: z.string().describe('ISO 8601: when the hold ends'),
  expires_in_seconds: z.number().int().describe("Seconds the hold has left by the server's clock; 0 unless reserved"),
  currency: z.string(),
  subtotal: MoneySchema.describe('The list prices of the tickets ordered'),
  discount: MoneySchema,
  fees: MoneySchema.describe("The buyers' service fee"),
  tax: MoneySchema.describe('Inside `total` for `tax_mode` included, added into it for added (decision 043)'),
  tax_mode: z.enum(['none', 'included', 'added']),
  tax_rate_percent: z.string().describe('The rate as decimal text ("8.875"); "0" without tax'),
  costs: z
    .object({ subtotal: MoneySchema, discount: MoneySchema, fees: MoneySchema, tax: MoneySchema, total: MoneySchema })
    .describe('The same amounts under Eventbrite’s `costs` name'),
  total: MoneySchema.describe('What the buyer pays'),
  discount_code: z.string().nullable().describe('The promo code the buyer applied; null for an automatic offer or none'),
  buyer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  lines: z.array(
    z.object({
      ticket_class_id: z.string(),
      name: z.string(),
      quantity: z.int(),
      unit_price: MoneySchema,
      unit_fee: MoneySchema.describe('The fee per paid ticket'),
      discount: MoneySchema.describe("The line's discount"),
      subtotal: MoneySchema.describe('unit_price × quantity; the lines add up to the subtotal'),
    }),
  ),
  tickets: z.array(TicketSchema),
  created: z.string(),
  access_token: z.string().describe('Pass as ?token= to read or act on the order without signing in'),
  url: z.string(),
  event_name: z.string().optional(),
  event_start: z.string().optional(),
  event_timezone: z.string().optional().describe("The event's IANA time zone"),
  event_url: z.string().optional(),
  event_place: z
    .object({
      online: z.boolean(),
      venue: z.object({ name: z.string(), address: z.string(), map_url: z.string() }).nullable(),
    })
    .optional()
    .describe('Where the event is: its venue with a one-line address and a map link, or online (venue null)'),
  event_calendar_url: z.string().optional().describe("The event's Add to calendar file (iCalendar)"),
  event_cancelled: z.boolean().optional().describe('True once the organizer cancelled the event'),
  event_image_url: z.string().nullable().optional().describe("The event's picture, on the orders of GET /api/v3/users/{id}/orders/"),
  online_url: z.string().nullable().optional().describe("An online event's joining link: only on an order that holds a valid ticket"),
  transfer_until: z.string().nullable().optional().describe('Until when tickets may be transferred (ISO 8601); null when the organizer forbids transfers'),
  refund_allowed: z.boolean().optional(),
  refund_mode: z.enum(['at_once', 'request', 'none']).optional().describe('How a refund goes now: at once, as a request the organizer decides, or not at all'),
  receipt_url: z.string().nullable().describe('The receipt PDF of an order that took money (signed like `qr_url`); null for a free or unpaid order'),
  late_payment_refund: z
    .object({ reason: z.enum(['sold_out', 'promo_code_used_up']), amount: MoneySchema, description: z.string() })
    .nullable()
    .optional()
    .describe('On an expired order whose payment arrived after the hold lapsed and was refunded (decision 047): why, how much, and in words'),
  answers: z.array(AnswerSchema).optional().describe('The buyer’s answers to the event’s questions at registration (decision 063), in the questions’ order'),
  approval: z
    .object({
      status: z.enum(['pending', 'approved', 'declined', 'lapsed']),
      decided_at: z.string().nullable(),
      message: z.string().nullable().describe('The organizer’s message with the decision, plain text'),
      card: z.enum(['authorized', 'captured', 'released']).nullable().describe('A paid registration’s card: authorised while pending, captured on approval, else released; null when free'),
    })
    .optional()
    .describe('On an order that needed the organizer’s approval (decision 064): what was decided and what became of the card'),
})

export const OrderResponseSchema = z.object({ order: OrderSchema })

/** A refund as the refund endpoints answer it: the money given back, and its currency (as before). */
export const RefundSchema = z.object({ status: z.enum(['granted', 'requested']).describe('granted: refunded now; requested: sent to the organizer, who decides'), amount: MoneySchema.describe('The money given back, fees and tax included'), currency: z.string() })

/** A refund's choice of tickets (a partial refund): ids of the order's tickets, each returning its share. */
export const RefundTicketIdsSchema = z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(100)

/** A refund done (or sent to the organizer): the order after it and what it returned. */
export const RefundAnswerSchema = z.object({ order: OrderSchema, refund: RefundSchema })

/** An action asked for through an order's link waits for the buyer (decision 051): 202 with this. */
export const ConfirmationEmailedSchema = z.object({
  confirmation: z.literal('emailed').describe('Nothing changed yet: a one-use link (30 minutes) was emailed to the buyer'),
  email: z.string().describe('Where it went, masked ("b•••@example.com")'),
})

/** Order path ids: junk is "not found", never a 500. */
export const ORDER_ERRORS = [400, 404, 409]
