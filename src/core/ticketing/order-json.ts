// The API's order object (issue 19 "An order"): Eventbrite v3 names, money in minor units with an ISO currency.
import { computeOrderAccessToken } from './order-access'
import { computeOrderStatus, isTicketedOrderStatus, type OrderStatus } from './order-state'
import type { OrderLineRow, OrderRow } from './orders-repository'
import type { TicketRow } from './tickets-repository'
import { canRefundAtOnce } from './refund-rules'
import { isTicketValidForEntry } from './ticket-entry'
import { formatTicketCode } from './ticket-code'

export type TicketJson = {
  id: string
  code: string
  printed_code: string
  qr_url: string
  ticket_class_id: string
  status: string
  attendee_name: string | null
  checked_in: boolean
}

export type OrderJson = {
  id: string
  status: OrderStatus
  event_id: string
  expires_at: string
  /** Seconds the hold has left by the server's clock (0 once paid, cancelled or expired): a client counts down
   * from this rather than from its own clock, which may be wrong. */
  expires_in_seconds: number
  currency: string
  subtotal: number
  discount: number
  fees: number
  total: number
  buyer: { name: string | null; email: string | null }
  /** Each class ordered: its list price per ticket and for the line (`subtotal`; the lines add up to the
   * order's subtotal), the fee per paid ticket and the line's discount. */
  lines: { ticket_class_id: string; name: string; quantity: number; unit_price: number; unit_fee: number; discount: number; subtotal: number }[]
  tickets: TicketJson[]
  created: string
  /** The signed link's token: pass it as `?token=` to read or act on the order without signing in. */
  access_token: string
  /** The order's page (with the token, so a guest can come back to it). */
  url: string
  event_name?: string
  event_start?: string
  /** The event's IANA time zone: its time is shown there, the zone named (issue 19 §5). */
  event_timezone?: string
  event_url?: string
  /** An online event's joining link, only while the order holds a valid ticket (issue 19 §6). */
  online_url?: string | null
  /** True while the event's refund policy lets the attendee refund a paid order at once. */
  refund_allowed?: boolean
}

export type OrderEventInfo = { name: string; startAt: Date; timeZone: string; nameSlug: string; refundPolicy: string; onlineUrl: string | null }

/**
 * Whether this order's reader may join the online event: its joining link is for ticket holders only
 * (issue 19 §6), so only an order that is paid (or partly refunded) and still holds a valid ticket has it.
 * Order JSON reaches only the order's owner, the bearer of its signed link and staff (order-access.ts).
 */
export function holdsValidTicket(status: OrderRow['status'], tickets: readonly Pick<TicketRow, 'status'>[]): boolean {
  return isTicketedOrderStatus(status) && tickets.some((t) => isTicketValidForEntry(t.status))
}

export function computeOrderJson(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  tickets: readonly TicketRow[],
  { now, secret, siteUrl, event }: { now: Date; secret: string; siteUrl: string; event?: OrderEventInfo | null },
): OrderJson {
  const token = computeOrderAccessToken(secret, order.id)
  return {
    id: String(order.id),
    status: computeOrderStatus(order.status, order.expiresAt, now),
    event_id: String(order.eventId),
    expires_at: order.expiresAt.toISOString(),
    expires_in_seconds:
      order.status === 'reserved' ? Math.max(0, Math.ceil((order.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
    currency: order.currency,
    subtotal: order.subtotalMinor,
    discount: order.discountMinor,
    fees: order.feesMinor,
    total: order.totalMinor,
    buyer: { name: order.buyerName, email: order.buyerEmail },
    lines: lines.map((l) => ({
      ticket_class_id: String(l.ticketClassId),
      name: l.ticketClassName,
      quantity: l.quantity,
      unit_price: l.unitPriceMinor,
      unit_fee: l.unitFeeMinor,
      discount: l.discountMinor,
      subtotal: l.unitPriceMinor * l.quantity,
    })),
    tickets: tickets.map((t) => ({
      id: String(t.id),
      code: t.code,
      printed_code: formatTicketCode(t.code),
      qr_url: `/api/v3/orders/${order.id}/tickets/${t.id}/qr.svg?token=${token}`,
      ticket_class_id: String(t.ticketClassId),
      status: t.status,
      attendee_name: t.attendeeName,
      checked_in: t.checkedInAt !== null,
    })),
    created: order.createdAt.toISOString(),
    access_token: token,
    url: `${siteUrl}/orders/${order.id}/?token=${token}`,
    ...(event
      ? {
          event_name: event.name,
          event_start: event.startAt.toISOString(),
          event_timezone: event.timeZone,
          online_url: event.onlineUrl && holdsValidTicket(order.status, tickets) ? event.onlineUrl : null,
          event_url: `/e/${event.nameSlug}-tickets-${order.eventId}/`,
          refund_allowed: order.status === 'paid' && canRefundAtOnce(event.refundPolicy, event.startAt, now),
        }
      : {}),
  }
}
