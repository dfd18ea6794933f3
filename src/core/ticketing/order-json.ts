// The API's order object (issue 19 "An order"): Eventbrite v3 names, money in minor units with an ISO currency.
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import type { ApprovalJson } from './approval-rules'
import { computeOrderAccessToken } from './order-access'
import { computeOrderStatus, isTicketedOrderStatus, type OrderStatus } from './order-state'
import type { OrderLineRow, OrderRow } from './orders-repository'
import type { TicketRow } from './tickets-repository'
import { hasReceipt } from './receipt-document'
import { computeRefundMode, computeTicketRefundShares, isFreeSpot, type RefundMode } from './refund-rules'
import { isTicketValidForEntry } from './ticket-entry'
import { formatTicketCode } from './ticket-code'
import { computeCalendarPath, computeEventPlaceJson, type EventPlace, type EventPlaceJson } from './event-place'
import { formatRatePercent, isTaxMode, type TaxMode } from './taxes'
import { computeTransferRefusal, computeTransferUntil } from './transfer-rules'
import type { AnswerJson } from './registration-rules'

export type TicketJson = {
  id: string
  code: string
  printed_code: string
  qr_url: string
  ticket_class_id: string
  status: string
  attendee_name: string | null
  checked_in: boolean
  /** True while its buyer may give it to someone else (decision 059): POST …/tickets/{id}/transfer/. */
  transferable: boolean
  /** What refunding this ticket alone returns: its share of the order's total (refund-rules.ts). */
  refund_value: MoneyJson
}

/** Every amount is the API's money shape (issue 37 point 6), in the order's currency. */
export type OrderLineJson = { ticket_class_id: string; name: string; quantity: number; unit_price: MoneyJson; unit_fee: MoneyJson; discount: MoneyJson; subtotal: MoneyJson }

export type OrderJson = {
  id: string
  status: OrderStatus
  event_id: string
  expires_at: string
  /** Seconds the hold has left by the server's clock (0 once paid, cancelled or expired): a client counts down
   * from this rather than from its own clock, which may be wrong. */
  expires_in_seconds: number
  currency: string
  subtotal: MoneyJson
  discount: MoneyJson
  fees: MoneyJson
  /** The order's tax (decision 043): inside `total` for `tax_mode` "included", added into it for "added". */
  tax: MoneyJson
  tax_mode: TaxMode
  /** The rate as decimal text ("8.875"), "0" without tax. */
  tax_rate_percent: string
  /** The same amounts under Eventbrite's `costs` name, kept for clients that read them there. */
  costs: { subtotal: MoneyJson; discount: MoneyJson; fees: MoneyJson; tax: MoneyJson; total: MoneyJson }
  total: MoneyJson
  /** The promo code the buyer applied (issue 38 point 8), null for an automatic offer or none. */
  discount_code: string | null
  buyer: { name: string | null; email: string | null }
  /** Each class ordered: its list price per ticket and for the line (`subtotal`; the lines add up to the
   * order's subtotal), the fee per paid ticket and the line's discount. */
  lines: OrderLineJson[]
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
  /** Where the event is (issue 38 point 5): its venue with address and map link, or online. */
  event_place?: EventPlaceJson
  /** The event's "Add to calendar" file (iCalendar). */
  event_calendar_url?: string
  /** True once the organizer cancelled the event (issue 20): its orders say so (issue 38 point 9). */
  event_cancelled?: boolean
  /** The event's picture, null without one; on the orders My tickets lists. */
  event_image_url?: string | null
  /** An online event's joining link, only while the order holds a valid ticket (issue 19 §6). */
  online_url?: string | null
  /** Until when tickets of the event may be transferred (decision 059); null when the organizer forbids it. */
  transfer_until?: string | null
  /** True while the event's refund policy lets the attendee refund a paid order at once. */
  refund_allowed?: boolean
  /** How the attendee's refund goes now: `at_once`, `request` (the organizer decides) or `none` (issue 38). */
  refund_mode?: RefundMode
  /** The receipt PDF (signed like `qr_url`) of an order that took money; null for a free or unpaid one (decision 044). */
  receipt_url: string | null
  /**
   * Set on an expired order whose payment arrived after the hold lapsed and was given back (decision 047):
   * why (the tickets sold out meanwhile, or the order's promo code was used up), how much, and in words.
   */
  late_payment_refund?: LatePaymentRefundJson | null
  /** The buyer's answers to the event's questions at registration (decision 063), in the questions' order. */
  answers?: AnswerJson[]
  /** Set on an order that needed the organizer's approval (decision 064): what was decided, and the card. */
  approval?: ApprovalJson
}

export type LatePaymentRefundJson = { reason: 'sold_out' | 'promo_code_used_up'; amount: MoneyJson; description: string }

/**
 * What an expired order tells its buyer about the late payment it gave back, from the trail's move to
 * `expired` (fulfil-order.ts writes it with the amount refunded); null when no money came with it.
 */
export function computeLatePaymentRefundJson(order: Pick<OrderRow, 'currency' | 'discountCode'>, expiry: { reason: string; amountMinor: number | null } | null): LatePaymentRefundJson | null {
  if (!expiry || expiry.amountMinor === null || expiry.amountMinor <= 0) return null
  const amount = computeMoneyJson(expiry.amountMinor, order.currency)
  const why =
    expiry.reason === 'hold_lapsed_code_used_up'
      ? `by then ${order.discountCode ? `the promo code ${order.discountCode}` : 'the discount on this order'} was used up by other buyers`
      : 'the tickets sold out meanwhile'
  return {
    reason: expiry.reason === 'hold_lapsed_code_used_up' ? 'promo_code_used_up' : 'sold_out',
    amount,
    description: `Your payment arrived after your hold had expired and ${why}. ${amount.display} was refunded in full; no tickets were issued.`,
  }
}

export type OrderEventInfo = {
  name: string
  startAt: Date
  timeZone: string
  nameSlug: string
  refundPolicy: string
  /** The event's transfer settings (decision 059), when read. */
  transfersAllowed?: boolean
  transferCutoffHours?: number
  onlineUrl: string | null
  /** events.status, when read. */
  status?: string
  place?: EventPlace
  imageUrl?: string | null
}

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
  const token = computeOrderAccessToken(secret, order)
  // Each ticket's refund share, computed over the tickets in id order as the refund itself computes them.
  const byId = [...tickets].sort((a, b) => a.id - b.id)
  const shares = computeTicketRefundShares(order.totalMinor, byId, lines)
  const shareOf = new Map(byId.map((t, i) => [t.id, shares[i] ?? 0]))
  const refundable = holdsValidTicket(order.status, tickets)
  const transfers = event?.transfersAllowed !== undefined ? { transfersAllowed: event.transfersAllowed, transferCutoffHours: event.transferCutoffHours ?? 0, startAt: event.startAt } : null
  const money = (minor: number) => computeMoneyJson(minor, order.currency)
  const eventPath = event ? `/e/${event.nameSlug}-tickets-${order.eventId}/` : ''
  const costs = {
    subtotal: money(order.subtotalMinor),
    discount: money(order.discountMinor),
    fees: money(order.feesMinor),
    tax: money(order.taxMinor),
    total: money(order.totalMinor),
  }
  return {
    id: String(order.id),
    status: computeOrderStatus(order.status, order.expiresAt, now),
    event_id: String(order.eventId),
    expires_at: order.expiresAt.toISOString(),
    expires_in_seconds:
      order.status === 'reserved' ? Math.max(0, Math.ceil((order.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
    currency: order.currency,
    ...costs,
    tax_mode: isTaxMode(order.taxMode) ? order.taxMode : 'none',
    tax_rate_percent: formatRatePercent(order.taxRateMilli),
    costs,
    discount_code: order.discountCode ?? null,
    buyer: { name: order.buyerName, email: order.buyerEmail },
    lines: lines.map((l) => ({
      ticket_class_id: String(l.ticketClassId),
      name: l.ticketClassName,
      quantity: l.quantity,
      unit_price: money(l.unitPriceMinor),
      unit_fee: money(l.unitFeeMinor),
      discount: money(l.discountMinor),
      subtotal: money(l.unitPriceMinor * l.quantity),
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
      transferable: transfers !== null && computeTransferRefusal(transfers, order, t, now) === null,
      refund_value: computeMoneyJson(shareOf.get(t.id) ?? 0, order.currency),
    })),
    created: order.createdAt.toISOString(),
    access_token: token,
    url: `${siteUrl}/orders/${order.id}/?token=${token}`,
    receipt_url: hasReceipt(order) ? `/api/v3/orders/${order.id}/receipt.pdf?token=${token}` : null,
    ...(event
      ? {
          event_name: event.name,
          event_start: event.startAt.toISOString(),
          event_timezone: event.timeZone,
          online_url: event.onlineUrl && holdsValidTicket(order.status, tickets) ? event.onlineUrl : null,
          event_url: eventPath,
          event_calendar_url: computeCalendarPath(eventPath),
          ...(event.place ? { event_place: computeEventPlaceJson(event.place) } : {}),
          ...(event.status !== undefined ? { event_cancelled: event.status === 'cancelled' } : {}),
          ...(event.imageUrl !== undefined ? { event_image_url: event.imageUrl } : {}),
          ...(transfers ? { transfer_until: computeTransferUntil(transfers)?.toISOString() ?? null } : {}),
          refund_allowed: refundable && computeRefundMode(event.refundPolicy, event.startAt, now, isFreeSpot(order)) === 'at_once',
          refund_mode: refundable ? computeRefundMode(event.refundPolicy, event.startAt, now, isFreeSpot(order)) : 'none',
        }
      : {}),
  }
}
