// Response shapes shared by the ticketing endpoints (issue 19 "An order"), for the OpenAPI document.
import { z } from 'zod'
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
  status: z.enum(['valid', 'cancelled', 'refunded']),
  attendee_name: z.string().nullable(),
  checked_in: z.boolean(),
})

export const OrderSchema = z.object({
  id: z.string(),
  status: z.enum(['reserved', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded']),
  event_id: z.string(),
  expires_at: z.string().describe('ISO 8601: when the hold ends'),
  expires_in_seconds: z.number().int().describe("Seconds the hold has left by the server's clock; 0 unless reserved"),
  currency: z.string(),
  subtotal: z.int().describe('Minor units'),
  discount: z.int(),
  fees: z.int(),
  total: z.int(),
  buyer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  lines: z.array(z.object({ ticket_class_id: z.string(), name: z.string(), quantity: z.int(), unit_price: z.int(), unit_fee: z.int(), discount: z.int(), subtotal: z.int().describe('unit_price × quantity; the lines add up to the subtotal') })),
  tickets: z.array(TicketSchema),
  created: z.string(),
  access_token: z.string().describe('Pass as ?token= to read or act on the order without signing in'),
  url: z.string(),
  event_name: z.string().optional(),
  event_start: z.string().optional(),
  event_timezone: z.string().optional().describe("The event's IANA time zone"),
  event_url: z.string().optional(),
  online_url: z.string().nullable().optional().describe("An online event's joining link: only on an order that holds a valid ticket"),
  refund_allowed: z.boolean().optional(),
})

export const OrderResponseSchema = z.object({ order: OrderSchema })

/** Order path ids: junk is "not found", never a 500. */
export const ORDER_ERRORS = [400, 404, 409]
