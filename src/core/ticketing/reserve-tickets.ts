import { AppError, isAppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { assertLinesAvailable, computeOnSaleStatus, type OrderLineRequest } from './inventory'
import { loadOrderJson } from './load-order-json'
import type { OrderJson } from './order-json'
import { computeOrderAmounts } from './order-pricing'
import {
  findDiscountsByEventIdWithUses,
  findEventForTicketing,
  findOrderByIdempotencyKey,
  findTicketClassesByIdsWithAvailability,
  insertOrderWithLines,
  lockIdempotencyKey,
  lockTicketClassesWithAvailability,
} from './orders-repository'
import type { TicketingDeps } from './ticketing-deps'

export type ReserveTicketsInput = {
  eventId: number
  lines: OrderLineRequest[]
  discountCode?: string
  userId: number | null
  /** The client's Idempotency-Key within its scope (the user, or the browser's CSRF cookie). */
  idempotency: { scope: string; key: string } | null
}

/**
 * Holds tickets for `holdMinutes` (ARCHITECTURE §7): the classes are locked in id order, availability
 * (capacity − sold − unexpired holds) and the promo code's uses are checked under those locks, and the
 * order is written in the same transaction. The same Idempotency-Key again answers the same order.
 */
export async function reserveTickets(deps: TicketingDeps, input: ReserveTicketsInput): Promise<{ order: OrderJson; created: boolean }> {
  try {
    const result = await reserveInTransaction(deps, input)
    // Counted after the commit: a rolled-back hold is no hold (issue 24).
    if (result.created) metrics.hold('created')
    return result
  } catch (error) {
    if (isAppError(error) && (error.code === 'SOLD_OUT' || error.code === 'NOT_ENOUGH_TICKETS')) metrics.hold('sold_out')
    throw error
  }
}

async function reserveInTransaction(deps: TicketingDeps, input: ReserveTicketsInput): Promise<{ order: OrderJson; created: boolean }> {
  const now = deps.clock.now()
  // Fast refusal without a transaction or lock when a class is plainly sold out (a sell-out's crowd gets
  // its 409 from one read); the check under the lock below stays the one that decides.
  if (!input.idempotency) {
    const current = await findTicketClassesByIdsWithAvailability(deps.db, input.lines.map((l) => l.ticketClassId), now)
    const soldOut = current.find((c) => c.eventId === input.eventId && computeOnSaleStatus(c, now) === 'SOLD_OUT')
    if (soldOut) throw new AppError('SOLD_OUT', `"${soldOut.name}" is sold out.`)
  }
  // The transaction holds the class locks; the order's JSON is read after the commit.
  const { row, created } = await deps.db.transaction(async (tx) => {
    if (input.idempotency) {
      await lockIdempotencyKey(tx, input.idempotency.scope, input.idempotency.key)
      const existing = await findOrderByIdempotencyKey(tx, input.idempotency.scope, input.idempotency.key)
      if (existing) {
        if (existing.eventId !== input.eventId) {
          throw new AppError('CONFLICT', 'This Idempotency-Key was already used for another order.')
        }
        return { row: existing, created: false }
      }
    }
    const event = await findEventForTicketing(tx, input.eventId)
    if (!event || event.status === 'draft') throw new AppError('NOT_FOUND', 'There is no such event.')
    if (event.status !== 'live') throw new AppError('CONFLICT', `This event is ${event.status === 'canceled' ? 'canceled' : event.status}; tickets are not on sale.`)
    if (event.isSeriesParent) throw new AppError('INVALID_ARGUMENT', 'Choose a date of the series first.', { event_id: ['A series: choose one of its dates.'] })
    const classes = await lockTicketClassesWithAvailability(tx, input.lines.map((l) => l.ticketClassId), now)
    assertLinesAvailable(classes, input.eventId, input.lines, now)
    const discounts = await findDiscountsByEventIdWithUses(tx, input.eventId, now, true)
    const amounts = computeOrderAmounts(classes, input.lines, discounts, input.discountCode, now)
    const order = await insertOrderWithLines(
      tx,
      {
        eventId: input.eventId,
        userId: input.userId,
        buyerName: null,
        buyerEmail: null,
        currency: amounts.currency,
        subtotalMinor: amounts.subtotalMinor,
        discountMinor: amounts.discountMinor,
        feesMinor: amounts.feesMinor,
        totalMinor: amounts.totalMinor,
        discountId: amounts.discountId,
        expiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
        idempotencyScope: input.idempotency?.scope ?? null,
        idempotencyKey: input.idempotency?.key ?? null,
        waitlistEntryId: null,
        createdAt: now,
      },
      amounts.lines,
    )
    return { row: order, created: true }
  })
  return { order: await loadOrderJson(deps.db, deps, row), created }
}
