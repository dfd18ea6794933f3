// The order lifecycle (ARCHITECTURE §7 "One lifecycle", issue 36): the statuses, the one table of moves
// that the code enforces (order-lifecycle.ts checks every status write against it) and the rebuilding of
// an order's status from its trail. Pure: no database here.
import { AppError } from '@/core/shared/app-error'

export const ORDER_STATUSES = ['reserved', 'pending_approval', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses of an order that was paid: its tickets were issued (some or all may since be refunded). */
export const PAID_ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly OrderStatus[]
/** Statuses of a paid order not wholly refunded: its buyer still holds valid tickets, which may check in. */
export const TICKETED_ORDER_STATUSES = ['paid', 'partially_refunded'] as const satisfies readonly OrderStatus[]

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  reserved: ['pending_approval', 'paid', 'cancelled', 'expired'],
  // Awaiting the organizer's approval (decision 064): its seats are taken and a paid order's card only
  // authorised. Approval captures it (paid); a decline or the buyer withdrawing cancels it; the
  // authorisation's time limit expires it.
  pending_approval: ['paid', 'cancelled', 'expired'],
  // A payment landing after its hold lapsed is honoured while the seats are still there (fulfil-order.ts,
  // pretix's re-check); once they are gone the money goes back and the order stays expired.
  expired: ['paid'],
  paid: ['partially_refunded', 'refunded'],
  // Each further partial refund is a move of its own (with its amount), until the last ticket goes.
  partially_refunded: ['partially_refunded', 'refunded'],
  cancelled: [],
  refunded: [],
}

/** Who made a move: the buyer, the event's organizer, Tessera's staff, Tessera itself, the payment provider. */
export const ORDER_ACTOR_KINDS = ['buyer', 'organizer', 'staff', 'system', 'provider'] as const
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number]
export type OrderMoveActor = { kind: OrderActorKind; userId: number | null }

/** Why an order moved, as its trail and (later) its webhooks say it. */
export const ORDER_MOVE_REASONS = [
  'hold',
  'waitlist_offer',
  'payment',
  'free_order',
  'late_payment',
  'hold_lapsed_sold_out',
  // A late payment found its promo code used up by others while the hold had lapsed (decision 047).
  'hold_lapsed_code_used_up',
  // Approval (decision 064): registered awaiting the organizer, approved, declined, or left undecided until
  // the card's authorisation ran out.
  'registered_for_approval',
  'approved_by_organizer',
  'declined_by_organizer',
  'approval_lapsed',
  'cancelled_by_buyer',
  'cancelled_by_organizer',
  'event_cancelled',
  'refund_by_buyer',
  'refund_by_organizer',
  // A ticket admitted at the door (a trail entry of the ticket; its status stays valid).
  'checked_in',
  // A ticket given to someone else (issue 40): the old one's move to `transferred` and the new one's issue.
  'transferred_by_buyer',
  // The trail a migration wrote for an order made before trails existed (drizzle/0025).
  'before_trail',
] as const
export type OrderMoveReason = (typeof ORDER_MOVE_REASONS)[number]

/** One entry of an order's trail: `from` is null for the move that creates the order. */
export type OrderMove = {
  orderId: number
  from: OrderStatus | null
  to: OrderStatus
  actor: OrderMoveActor
  reason: OrderMoveReason
  /** The money the move is about (paid, refunded), in the order's currency's minor units; null for none. */
  amountMinor: number | null
  currency: string
  at: Date
  /** What else a reader of the trail needs: the refunded ticket ids, the payment's reference. */
  details: Record<string, unknown> | null
}

export type MoveInput = {
  actor: OrderMoveActor
  reason: OrderMoveReason
  at: Date
  amountMinor?: number | null
  details?: Record<string, unknown> | null
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

export function isPaidOrderStatus(value: string): boolean {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(value)
}

/** A set of statuses as an SQL list, `('paid', 'partially_refunded')`, for raw queries in repositories. */
export function computeStatusListSql(statuses: readonly string[]): string {
  return `(${statuses.map((v) => `'${v}'`).join(', ')})`
}

export function isTicketedOrderStatus(value: string): boolean {
  return (TICKETED_ORDER_STATUSES as readonly string[]).includes(value)
}

/** The move of an existing order to `to`, checked against the table; a move it does not allow is refused. */
export function planOrderMove(order: { id: number; status: string; currency: string }, to: OrderStatus, input: MoveInput): OrderMove {
  const from = order.status
  if (!isOrderStatus(from) || !canMoveOrder(from, to)) {
    throw new AppError('CONFLICT', `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`)
  }
  return { orderId: order.id, from, to, actor: input.actor, reason: input.reason, amountMinor: input.amountMinor ?? null, currency: order.currency, at: input.at, details: input.details ?? null }
}

/** A new order's first trail entry (its id is known once it is written): a hold, placed or offered. */
export type OrderCreation = Omit<OrderMove, 'orderId'>

export function planOrderCreation(order: { currency: string; totalMinor: number }, input: MoveInput): OrderCreation {
  return { from: null, to: 'reserved', actor: input.actor, reason: input.reason, amountMinor: input.amountMinor ?? order.totalMinor, currency: order.currency, at: input.at, details: input.details ?? null }
}

/**
 * An order's stored status rebuilt from its trail, oldest first: each entry must start where the last one
 * ended and be a move the table allows. Null for an empty or broken trail, which a test treats as a defect.
 */
export function rebuildOrderStatus(trail: readonly (Pick<OrderMove, 'from' | 'to'> & { ticketId?: number | null })[]): OrderStatus | null {
  let status: OrderStatus | null = null
  // A ticket's entries (refunded, checked in) sit in the same trail; the order's own are those without one.
  for (const entry of trail.filter((e) => e.ticketId === undefined || e.ticketId === null)) {
    if (status === null ? entry.from !== null || entry.to !== 'reserved' : entry.from !== status || !canMoveOrder(status, entry.to)) return null
    status = entry.to
  }
  return status
}

/** Whether an order awaits its organizer's decision (decision 064): its seats are taken, nothing issued. */
export function isPendingApprovalStatus(value: string): boolean {
  return value === 'pending_approval'
}

/** The status a client sees: a reserved order past its hold is `expired`. */
export function computeOrderStatus(stored: string, expiresAt: Date, now: Date): OrderStatus {
  const status: OrderStatus = isOrderStatus(stored) ? stored : 'cancelled'
  return status === 'reserved' && expiresAt <= now ? 'expired' : status
}
