// Refunds under the event's refund policy (refund-policy.ts, issue 19 §8): granted at once while the policy
// allows; "contact the organizer" and "no refunds" are not granted by the attendee alone.
import { AppError } from '@/core/shared/app-error'

const DAYS: Record<string, number> = { '1_day': 1, '7_days': 7, '30_days': 30 }

/** True when an attendee's refund is granted at once: an N-day policy until N days before the start. */
export function canRefundAtOnce(policy: string, eventStart: Date, now: Date): boolean {
  const days = DAYS[policy]
  if (days === undefined) return false
  return now.getTime() <= eventStart.getTime() - days * 24 * 3600 * 1000
}

/**
 * How an attendee's refund goes (issue 38 point 4): `at_once` while the policy allows it (a free spot can
 * always be cancelled before the start: there is no money to keep, point 6); `request` where the organizer
 * decides ("contact the organizer", or a policy we do not know), before the start; otherwise `none`.
 */
export type RefundMode = 'at_once' | 'request' | 'none'

export function computeRefundMode(policy: string, eventStart: Date, now: Date, free: boolean): RefundMode {
  if (now.getTime() >= eventStart.getTime()) return 'none'
  if (free) return 'at_once'
  if (canRefundAtOnce(policy, eventStart, now)) return 'at_once'
  return policy === 'none' || DAYS[policy] !== undefined ? 'none' : 'request'
}

/** A free event's spot: nothing was priced, so cancelling it returns nothing and needs no policy. */
export function isFreeSpot(order: { subtotalMinor: number; totalMinor: number }): boolean {
  return order.subtotalMinor === 0 && order.totalMinor === 0
}

export function assertRefundAllowed(policy: string, eventStart: Date, now: Date): void {
  if (canRefundAtOnce(policy, eventStart, now)) return
  const reason =
    policy === 'none'
      ? 'This event does not offer refunds.'
      : DAYS[policy] !== undefined
        ? `Refunds closed ${DAYS[policy]} ${DAYS[policy] === 1 ? 'day' : 'days'} before the event.`
        : 'Contact the organizer to request a refund for this event.'
  throw new AppError('CONFLICT', reason)
}

/**
 * What each ticket of an order is worth when refunded on its own (issue 19 §8, partial refunds): the
 * order's total shared among its tickets in proportion to each one's all-in list price (price + fee), by
 * largest remainder, so the shares of all tickets add up to the total exactly and a ticket's share never
 * changes whichever tickets are refunded first. `tickets` in id order; answers shares in that order. The
 * shares are the seats': a transferred ticket's new ticket (decision 059) takes the share of the seat it
 * holds, and the old one keeps it too (it can no longer be refunded), so a transfer changes no amount.
 */
export function computeTicketRefundShares(
  totalMinor: number,
  tickets: readonly { id?: number; ticketClassId: number; transferredFromTicketId?: number | null }[],
  lines: readonly { ticketClassId: number; unitPriceMinor: number; unitFeeMinor: number }[],
): number[] {
  const seats = tickets.filter((t) => (t.transferredFromTicketId ?? null) === null)
  const seatShares = computeSeatShares(totalMinor, seats, lines)
  if (seats.length === tickets.length) return seatShares
  const byId = new Map(tickets.map((t) => [t.id, t]))
  const shareOfSeat = new Map(seats.map((t, i) => [t.id, seatShares[i] ?? 0]))
  return tickets.map((t) => {
    let seat = t
    // Follow the transfers back to the ticket bought for the seat (a chain is at most as long as the tickets).
    for (let hops = 0; seat.transferredFromTicketId && hops < tickets.length; hops++) seat = byId.get(seat.transferredFromTicketId) ?? seat
    return shareOfSeat.get(seat.id) ?? 0
  })
}

function computeSeatShares(totalMinor: number, tickets: readonly { ticketClassId: number }[], lines: readonly { ticketClassId: number; unitPriceMinor: number; unitFeeMinor: number }[]): number[] {
  const weights = tickets.map((t) => {
    const line = lines.find((l) => l.ticketClassId === t.ticketClassId)
    return line ? line.unitPriceMinor + line.unitFeeMinor : 0
  })
  const sum = weights.reduce((a, b) => a + b, 0)
  if (tickets.length === 0) return []
  // A free order, or one whose weights are all zero, is shared evenly (each share then 0 or a remainder).
  const w = sum > 0 ? weights : weights.map(() => 1)
  const total = sum > 0 ? sum : tickets.length
  const exact = w.map((x) => (totalMinor * x) / total)
  const shares = exact.map((x) => Math.floor(x))
  let left = totalMinor - shares.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    shares[i] = (shares[i] ?? 0) + 1
    left -= 1
  }
  return shares
}
