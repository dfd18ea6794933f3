import type { Db } from '@/db/create-db'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { releaseHeld } from './inventory-repository'
import { computeRemaining } from './inventory'
import { loadOrderJson } from './load-order-json'
import { computeOrderJson } from './order-json'
import { moveOrder, SYSTEM_ACTOR } from './order-lifecycle'
import { isPaidOrderStatus, type MoveInput, type OrderMoveActor } from './order-state'
import { addSold, addSoldWithinCapacity, findHeldByClassIds, lockTicketClassesWithAvailability } from './inventory-repository'
import { allocateTicketIds, insertTickets, type TicketRow } from './tickets-repository'
import { findDiscountsByEventIdWithUses, findEventForTicketing, findOrderLinesByOrderId, recordDiscountUse, type OrderLineRow, type OrderRow } from './orders-repository'
import { hasDiscountUseLeft } from './order-pricing'
import { findSucceededPaymentByOrderId, insertPayment } from './payments-repository'
import { computeLatePaymentRefundEmail, type EmailEvent } from './ticketing-emails'
import { computeConfirmationEmail } from './confirmation-email'
import type { TemplatedEmail } from '@/core/mail/email-message'
import { computeIssuedTicket } from './ticket-issue'
import type { TicketingDeps } from './ticketing-deps'
import { computePaymentPosting } from '@/core/ledger/ledger-postings'

export type SettledPayment = { provider: string; reference: string; amountMinor: number; currency: string }

export type FulfilOutcome =
  | { kind: 'fulfilled'; soldOutEventId: number | null }
  | { kind: 'already' }
  /** The money must go back: the hold lapsed and its tickets were sold, or the amount is not the order's. */
  | { kind: 'refund'; payment: SettledPayment; reason: 'sold_out' | 'promo_code_used_up' | 'amount_mismatch' | 'duplicate' | 'cancelled' }

/**
 * Everything a paid order writes on the quick path, computed from the held order read under its lock: the
 * tickets with their ids (taken from the sequence) and codes, and the confirmation email's snapshot (the
 * outbox renders it when it sends it, so nothing is drawn while a lock is held).
 */
type FulfilmentPlan = {
  order: OrderRow
  lines: OrderLineRow[]
  tickets: TicketRow[]
  /** The confirmation's snapshot, rendered by the outbox when it is sent. */
  email: TemplatedEmail | null
  /** The event's organizer, whom the ledger owes the ticket money (null: the event is gone). */
  organizerId: number | null
}

/**
 * A held order's hold must outlast the paying transaction by this much for the plan's quick path, which
 * does not re-read availability; a payment closer to the hold's end takes the locking path below.
 */
export const QUICK_PATH_MARGIN_MS = 30_000

class QuickPathMissed extends Error {}

/**
 * The tickets a paid order issues, on every path (the quick statement, the plan, the locking path): one
 * per seat, in line order, with the given ids, fresh codes and the order's attendee names.
 */
export function computeNewTickets(order: OrderRow, lines: readonly OrderLineRow[], ids: readonly number[], now: Date): TicketRow[] {
  const attendeeNames = order.attendeeNames ?? []
  const tickets: TicketRow[] = []
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const n = tickets.length
      tickets.push(computeIssuedTicket({ id: ids[n] ?? 0, orderId: order.id, ticketClassId: line.ticketClassId, attendeeName: attendeeNames[n]?.trim() || null, now }))
    }
  }
  return tickets
}

/** The quick path's plan for paying `order` (held, read under its lock), from its lines and event. */
async function prepareFulfilment(tx: Db, deps: Pick<TicketingDeps, 'secret' | 'siteUrl'>, order: OrderRow, now: Date): Promise<FulfilmentPlan> {
  const lines = await findOrderLinesByOrderId(tx, order.id)
  const event = await findEventForTicketing(tx, order.eventId)
  const ids = await allocateTicketIds(tx, lines.reduce((n, l) => n + l.quantity, 0))
  const tickets = computeNewTickets(order, lines, ids, now)
  const paid: OrderRow = { ...order, status: 'paid', paidAt: now }
  const email = event && order.buyerEmail ? computeConfirmationEmail(computeOrderJson(paid, lines, tickets, { now, secret: deps.secret, siteUrl: deps.siteUrl, event }), event, now, paid.locale) : null
  return { order, lines, tickets, email, organizerId: event?.organizerId ?? null }
}

/**
 * Runs `transaction` (which calls `fulfilOrder` with the `quick` it is given) allowing the quick path
 * first; should that path find the seats gone (its conditional UPDATE refused), the whole transaction
 * runs again without it, on the locking path, which decides.
 */
export async function withQuickFulfilment<T>(transaction: (quick: boolean) => Promise<T>): Promise<T> {
  try {
    return await transaction(true)
  } catch (error) {
    if (!(error instanceof QuickPathMissed)) throw error
    return transaction(false)
  }
}

/**
 * Turns a held order into a paid one inside the caller's transaction (issue 19 §4): locks the order, then
 * its classes in id order; issues one ticket per seat with a fresh code; moves the seats into `sold`;
 * counts the discount's use; records the payment; and queues the confirmation email in the same
 * transaction. Called by checkout and by the provider's callback alike: an order already paid is left as
 * it is, so a repeated, late or out-of-order confirmation never issues tickets twice. A payment landing
 * after its hold expired is honoured when the tickets are still there (pretix's re-check) and its promo
 * code, if any, has a use left (decision 047), else it is handed back for a refund and the buyer is told
 * (Hi.Events).
 */
export async function fulfilOrder(
  tx: Db,
  deps: TicketingDeps,
  /** The order, read by the caller in this transaction under its lock (`findOrderById(tx, id, true)`); null when there is none. */
  order: OrderRow | null,
  payment: SettledPayment | null,
  /** Who pays, for the order's trail: the buyer at checkout, the provider by its callback. */
  actor: OrderMoveActor,
  /** Whether the quick path may be tried (withQuickFulfilment). */
  quick = false,
): Promise<FulfilOutcome> {
  const now = deps.clock.now()
  if (!order) return payment ? { kind: 'refund', payment, reason: 'cancelled' } : { kind: 'already' }
  // Awaiting approval (decision 064): only the approval pays it; the provider's news of the capture (a
  // success webhook arriving before the approval commits) changes nothing here.
  if (order.status === 'pending_approval') return { kind: 'already' }
  if (isPaidOrderStatus(order.status)) {
    if (!payment) return { kind: 'already' }
    const settled = await findSucceededPaymentByOrderId(tx, order.id)
    // A second, different successful payment for a paid order is a double charge: give it back.
    if (settled && settled.providerReference !== payment.reference) {
      await recordRefundedPayment(tx, order.id, payment, now)
      return { kind: 'refund', payment, reason: 'duplicate' }
    }
    return { kind: 'already' }
  }
  if (payment && (payment.amountMinor !== order.totalMinor || payment.currency !== order.currency)) {
    await recordRefundedPayment(tx, order.id, payment, now)
    return { kind: 'refund', payment, reason: 'amount_mismatch' }
  }
  if (order.status === 'cancelled') {
    if (!payment) return { kind: 'already' }
    await recordRefundedPayment(tx, order.id, payment, now)
    return { kind: 'refund', payment, reason: 'cancelled' }
  }
  // A hold well within its time has its seats counted as held: the quick path reads no availability.
  if (quick && order.status === 'reserved' && order.expiresAt.getTime() > now.getTime() + QUICK_PATH_MARGIN_MS) {
    return fulfilFromPlan(tx, await prepareFulfilment(tx, deps, order, now), payment, computePaidMove(actor, payment, false, now))
  }
  const lines = await findOrderLinesByOrderId(tx, order.id)
  // Our own hold no longer counts once it has expired; excluding it also covers the unexpired case.
  const classes = await lockTicketClassesWithAvailability(tx, lines.map((l) => l.ticketClassId), now, order.id)
  const holdLapsed = order.status !== 'reserved' || order.expiresAt <= now
  if (holdLapsed) {
    const stillThere = lines.every((l) => {
      const c = classes.find((k) => k.id === l.ticketClassId)
      return c !== undefined && computeRemaining(c) >= l.quantity
    })
    // The promo code is re-checked under the same locks (classes, then discounts, as a hold takes them):
    // while the hold lapsed someone else may have used its last use (issue 39 finding 5, decision 047).
    const codeGone = stillThere && order.discountId !== null && !(await hasDiscountUseLeftFor(tx, order, now))
    if (!stillThere || codeGone) {
      if (order.status === 'reserved') {
        await moveOrder(tx, order, 'expired', { actor: SYSTEM_ACTOR, reason: codeGone ? 'hold_lapsed_code_used_up' : 'hold_lapsed_sold_out', at: now, amountMinor: payment?.amountMinor ?? null })
        await releaseHeld(tx, lines, order.expiresAt)
      }
      const event = await findEventForTicketing(tx, order.eventId)
      if (payment && event && order.buyerEmail) {
        await enqueueEmail(
          tx,
          computeLatePaymentRefundEmail({
            to: order.buyerEmail,
            event: emailEvent(event),
            orderId: order.id,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            locale: order.locale,
            usedUpCode: codeGone ? (order.discountCode ?? '') : null,
          }),
        )
      }
      if (!payment) return { kind: 'already' }
      await recordRefundedPayment(tx, order.id, payment, now)
      return { kind: 'refund', payment, reason: codeGone ? 'promo_code_used_up' : 'sold_out' }
    }
  }
  let soldOutEventId: number | null = null
  // A hold that has been marked expired has already left the running held count.
  if (order.status === 'reserved') await releaseHeld(tx, lines, order.expiresAt)
  for (const line of lines) {
    await addSold(tx, line.ticketClassId, line.quantity)
    const c = classes.find((k) => k.id === line.ticketClassId)
    if (c && computeRemaining(c) - line.quantity <= 0) soldOutEventId = order.eventId
  }
  // Issued as on every path: one ticket per seat, by computeNewTickets.
  await insertTickets(tx, computeNewTickets(order, lines, await allocateTicketIds(tx, lines.reduce((n, l) => n + l.quantity, 0)), now))
  const event = await findEventForTicketing(tx, order.eventId)
  await moveOrder(tx, order, 'paid', computePaidMove(actor, payment, holdLapsed, now), { paidAt: now }, event && payment ? computePaymentPosting(order, event.organizerId) : null)
  if (order.discountId !== null) await recordDiscountUse(tx, order.discountId, order.id, now)
  if (payment) {
    await insertPayment(tx, { orderId: order.id, provider: payment.provider, providerReference: payment.reference, status: 'succeeded', amountMinor: payment.amountMinor, currency: payment.currency, createdAt: now })
  }
  // The order as moveOrder left it (the row read under the lock, now paid): not read again.
  const paid: OrderRow = { ...order, status: 'paid', paidAt: now }
  // A priced order's tickets are never held back by the recipient's cap (decision 051): money moved.
  if (event && paid.buyerEmail) await enqueueEmail(tx, computeConfirmationEmail(await loadOrderJson(tx, deps, paid), event, now, paid.locale), { moneyMoved: paid.totalMinor > 0 })
  return { kind: 'fulfilled', soldOutEventId }
}

/** The trail's entry for paying: by card (on time or after the hold lapsed) or a free order completed. */
export function computePaidMove(actor: OrderMoveActor, payment: SettledPayment | null, late: boolean, at: Date): MoveInput {
  return {
    actor,
    reason: payment === null ? 'free_order' : late ? 'late_payment' : 'payment',
    at,
    amountMinor: payment?.amountMinor ?? 0,
    details: payment === null ? null : { provider: payment.provider, reference: payment.reference },
  }
}

/**
 * The quick path of a held order whose hold is well within its time: its seats are already counted as
 * held, so no availability is read. The order's own rows are written first; the hot ticket-class rows
 * are touched last, in id order (the reserve path's order: classes, then discounts), by one conditional
 * UPDATE each, so their row locks last only until the commit. A refused UPDATE (never expected while the
 * hold stands) rolls everything back and the locking path decides.
 */
async function fulfilFromPlan(tx: Db, plan: FulfilmentPlan, payment: SettledPayment | null, paidMove: MoveInput): Promise<FulfilOutcome> {
  const { order, lines } = plan
  const now = paidMove.at
  await insertTickets(tx, plan.tickets)
  await moveOrder(tx, order, 'paid', paidMove, { paidAt: now }, plan.organizerId !== null && payment ? computePaymentPosting(order, plan.organizerId) : null)
  if (payment) {
    await insertPayment(tx, { orderId: order.id, provider: payment.provider, providerReference: payment.reference, status: 'succeeded', amountMinor: payment.amountMinor, currency: payment.currency, createdAt: now })
  }
  if (plan.email) await enqueueEmail(tx, plan.email, { moneyMoved: order.totalMinor > 0 })
  const classIds = [...new Set(lines.map((l) => l.ticketClassId))].sort((a, b) => a - b)
  const heldElsewhere = await findHeldByClassIds(tx, classIds, now, order.id)
  let soldOutEventId: number | null = null
  for (const classId of classIds) {
    const quantity = lines.filter((l) => l.ticketClassId === classId).reduce((n, l) => n + l.quantity, 0)
    const left = await addSoldWithinCapacity(tx, classId, quantity, order.expiresAt)
    if (left === null) throw new QuickPathMissed()
    if (left - (heldElsewhere.get(classId) ?? 0) <= 0) soldOutEventId = order.eventId
  }
  if (order.discountId !== null) await recordDiscountUse(tx, order.discountId, order.id, now)
  return { kind: 'fulfilled', soldOutEventId }
}

/**
 * Whether the order's discount may still be used once more by its use limit, read under the event's
 * discount row locks. The order itself is not among the uses counted: its hold has lapsed.
 */
async function hasDiscountUseLeftFor(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const discount = (await findDiscountsByEventIdWithUses(tx, order.eventId, now, true)).find((d) => d.id === order.discountId)
  return discount === undefined || hasDiscountUseLeft(discount)
}

// The refund itself is sent after the commit (complete-order.ts settleOutcome); the record says it is owed.
async function recordRefundedPayment(tx: Db, orderId: number, payment: SettledPayment, now: Date): Promise<void> {
  await insertPayment(tx, { orderId, provider: payment.provider, providerReference: payment.reference, status: 'refunded', amountMinor: payment.amountMinor, currency: payment.currency, createdAt: now })
}

function emailEvent(e: { id: number; name: string; startAt: Date; endAt: Date; timeZone: string }): EmailEvent {
  return { id: e.id, name: e.name, startAt: e.startAt, endAt: e.endAt, timeZone: e.timeZone }
}
