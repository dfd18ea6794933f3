// The order state machine (ARCHITECTURE §7): reserved → paid | cancelled | expired, then
// paid → refunded | partially_refunded. A reserved order whose hold has passed reads as expired
// whether or not a row was ever updated: expiry needs no clean-up job.

export const ORDER_STATUSES = ['reserved', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  reserved: ['paid', 'cancelled', 'expired'],
  paid: ['refunded', 'partially_refunded'],
  partially_refunded: ['refunded', 'partially_refunded'],
  cancelled: [],
  expired: [],
  refunded: [],
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

/** The status a client sees: a reserved order past its hold is `expired`. */
export function computeOrderStatus(stored: string, expiresAt: Date, now: Date): OrderStatus {
  const status: OrderStatus = isOrderStatus(stored) ? stored : 'cancelled'
  return status === 'reserved' && expiresAt <= now ? 'expired' : status
}
