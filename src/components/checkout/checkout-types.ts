// The shapes of issue 19's ticketing API as the browser receives them (Eventbrite v3 names; every amount
// in the API's one money shape, issue 37 point 6). The server computes every amount; the UI only shows these.
import type { MoneyJson } from '@/core/money/money'
import type { EventPlaceJson } from '@/core/ticketing/event-place'

export type { MoneyJson }

export type OnSaleStatus = 'AVAILABLE' | 'SOLD_OUT' | 'NOT_YET_ON_SALE' | 'SALES_ENDED'

export type TicketClassJson = {
  id: string
  name: string
  description: string | null
  free: boolean
  cost: MoneyJson | null
  /** The buyer's fee per ticket, when the buyer pays one (null or absent when the organizer absorbs it). */
  fee: MoneyJson | null
  /** The all-in price a buyer sees first (cost plus the buyer's fee), computed by the server. */
  display_price?: MoneyJson
  /** Sales tax added at checkout per ticket, inside `display_price` (zero when the event adds none). */
  tax?: MoneyJson
  quantity_total: number
  quantity_remaining: number
  on_sale_status: OnSaleStatus
  minimum_quantity: number
  maximum_quantity: number
  sales_start: string | null
  sales_end: string | null
}

export type OrderStatus = 'reserved' | 'pending_approval' | 'paid' | 'cancelled' | 'expired' | 'refunded' | 'partially_refunded'

export type TicketJson = {
  id: string
  /** What the QR code holds. */
  code: string
  /** The short, check-summed form printed on the ticket. */
  printed_code?: string
  qr_url: string
  ticket_class_id: string
  status: string
  attendee_name?: string | null
  /** What refunding this ticket alone returns (its share of the order's total). */
  refund_value?: MoneyJson
  /** True while its buyer may give it to someone else (decision 059). */
  transferable?: boolean
}

export type OrderLineJson = {
  ticket_class_id: string
  name?: string
  quantity: number
  unit_price?: MoneyJson
  unit_fee?: MoneyJson
  discount?: MoneyJson
  /** unit_price × quantity, by the server: the lines add up to the order's subtotal. */
  subtotal?: MoneyJson
}

export type OrderJson = {
  id: string
  status: OrderStatus
  event_id: string
  expires_at: string | null
  expires_in_seconds?: number
  currency: string
  subtotal: MoneyJson
  discount: MoneyJson
  fees: MoneyJson
  /** The order's tax: inside `total` for `tax_mode` "included", added into it for "added" (decision 043). */
  tax?: MoneyJson
  tax_mode?: 'none' | 'included' | 'added'
  tax_rate_percent?: string
  total: MoneyJson
  /** The same amounts under Eventbrite's `costs` name. */
  costs?: { subtotal: MoneyJson; discount: MoneyJson; fees: MoneyJson; tax: MoneyJson; total: MoneyJson }
  /** The promo code the buyer applied, named in the summary; null for an automatic offer or none. */
  discount_code?: string | null
  lines: OrderLineJson[]
  tickets: TicketJson[]
  created: string
  /** Optional extras the server may add: the event's name and start, the guest's signed link. */
  event_name?: string
  event_start?: string
  /** The event's IANA time zone, in which its time is shown with the zone named. */
  event_timezone?: string
  event_url?: string
  /** Where the event is: its venue (address, map link) or online (issue 38 point 5). */
  event_place?: EventPlaceJson
  /** The event's "Add to calendar" (.ics) file. */
  event_calendar_url?: string
  /** True once the organizer cancelled the event. */
  event_cancelled?: boolean
  /** The event's picture (My tickets), null without one. */
  event_image_url?: string | null
  online_url?: string | null
  buyer?: { name: string | null; email: string | null } | null
  access_token?: string
  /** The order's page, with its signed token. */
  url?: string
  /** Until when tickets may be transferred; null when the organizer forbids it (decision 059). */
  transfer_until?: string | null
  refund_allowed?: boolean
  /** How the attendee's refund goes now (issue 38 point 4): at once, as a request to the organizer, or not. */
  refund_mode?: 'at_once' | 'request' | 'none'
  /** The receipt PDF of an order that took money, null for a free or unpaid one. */
  receipt_url?: string | null
  /** On an expired order: a payment that arrived after the hold lapsed and was refunded, and why (decision 047). */
  late_payment_refund?: { reason: 'sold_out' | 'promo_code_used_up'; amount: MoneyJson; description: string } | null
  /** On an order that needed the organizer's approval (decision 064): what was decided, and the card. */
  approval?: { status: 'pending' | 'approved' | 'declined' | 'lapsed'; decided_at: string | null; message: string | null; card: 'authorized' | 'captured' | 'released' | null }
}
