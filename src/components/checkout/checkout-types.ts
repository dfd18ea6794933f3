// The shapes of issue 19's ticketing API as the browser receives them (Eventbrite v3 names, money in
// minor units with an ISO currency). The server computes every amount; the UI only shows these.

export type MoneyJson = { currency: string; value: number; display?: string }

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
  quantity_total: number
  quantity_remaining: number
  on_sale_status: OnSaleStatus
  minimum_quantity: number
  maximum_quantity: number
  sales_start: string | null
  sales_end: string | null
}

export type OrderStatus = 'reserved' | 'paid' | 'cancelled' | 'expired' | 'refunded' | 'partially_refunded'

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
}

export type OrderLineJson = {
  ticket_class_id: string
  name?: string
  quantity: number
  unit_price?: number
  unit_fee?: number
  discount?: number
  /** unit_price × quantity, by the server: the lines add up to the order's subtotal. */
  subtotal?: number
}

export type OrderJson = {
  id: string
  status: OrderStatus
  event_id: string
  expires_at: string | null
  expires_in_seconds?: number
  currency: string
  subtotal: number
  discount: number
  fees: number
  total: number
  lines: OrderLineJson[]
  tickets: TicketJson[]
  created: string
  /** Optional extras the server may add: the event's name and start, the guest's signed link. */
  event_name?: string
  event_start?: string
  /** The event's IANA time zone, in which its time is shown with the zone named. */
  event_timezone?: string
  event_url?: string
  online_url?: string | null
  buyer?: { name: string | null; email: string | null } | null
  access_token?: string
  /** The order's page, with its signed token. */
  url?: string
  refund_allowed?: boolean
}
