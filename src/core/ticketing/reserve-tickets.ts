import { hashQueueSession, verifyAdmissionToken } from '@/core/waiting-room/queue-tokens'
import { linkAdmissionOrder, spendAdmission } from '@/core/waiting-room/waiting-rooms-repository'
import { AppError, isAppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { metrics } from '@/core/shared/metrics'
import { assertLinesAvailable, computeOnSaleStatus, type OrderLineRequest } from './inventory'
import { findHoldContext, insertHoldIfSeatsRemain, isIdempotencyKeyConflict, type HoldContext } from './checkout-repository'
import { recountHeld } from './inventory-repository'
import { loadOrderJson } from './load-order-json'
import { computeOrderJson, type OrderJson } from './order-json'
import { computeOrderAmounts, type OrderAmounts } from './order-pricing'
import { planOrderCreation, type OrderCreation } from './order-state'
import { findDiscountsByEventIdWithUses, findEventForTicketing, findOrderByIdempotencyKey, insertOrderWithLines, lockIdempotencyKey, type EventForTicketing, type NewOrder, type OrderRow } from './orders-repository'
import { computeRevealedClassIds } from '@/core/events/event-access'
import { assertEventVisible } from '@/core/events/assert-event-visible'
import { findTicketClassesByIdsWithAvailability, lockTicketClassesWithAvailability } from './inventory-repository'
import type { ActiveWaitingRoom, TicketingDeps } from './ticketing-deps'
import { computeHoldRefusalText, computeHoldTallies, computeShrunkLimit, holdRefusalRule, type HoldClient, type HoldTally } from './hold-limits'
import { countHeldBySubjects, lockHoldTallies, setHoldTallies } from './hold-tallies-repository'
import { computeHoldRequestHash } from './hold-request-hash'

export type ReserveTicketsInput = {
  eventId: number
  lines: OrderLineRequest[]
  discountCode?: string
  userId: number | null
  /** The client's Idempotency-Key within its scope (the user, or the browser's CSRF cookie). */
  idempotency: { scope: string; key: string } | null
  /** The locale of the page the buyer orders on (`de_DE`): the order's emails are written in it (issue 25). */
  locale?: string | null
  /** Who asks (browser session, client address; the account is `userId`): the hold limits count against them (decision 049). */
  client?: Omit<HoldClient, 'userId'>
  /** Decision 060: the visitor's pass of a private event's password (its cookie), needed to buy there. */
  eventPass?: string | null
  /** Decision 060: the tokens of hidden classes' direct links the buyer came by; each reveals its class. */
  ticketLinks?: readonly string[]
  /**
   * Issue 42: the admission token the event's waiting room gave this browser, and the browser's session
   * key it is bound to. Needed while the room is active; spent by the hold, once.
   */
  admission?: { token: string | null; sessionKey: string | null }
}

/** The admission a hold spends, checked before any lock: its room and place. */
type AdmissionGate = { roomId: string; entryId: string }

/**
 * While the event's waiting room is active, a hold needs an admission token: signed by us, for this event's
 * current room, bound to this browser's session and unexpired (403 ADMISSION_REQUIRED without one,
 * ADMISSION_INVALID otherwise). Its single use is the hold's transaction's (spendAdmission). A room for
 * one class gates holds of that class only.
 */
async function checkAdmission(deps: TicketingDeps, input: ReserveTicketsInput, now: Date): Promise<AdmissionGate | null> {
  const room = deps.activeWaitingRoom ? await readActiveWaitingRoom(deps.activeWaitingRoom, input.eventId, now) : null
  if (!room || (room.ticketClassId !== null && !input.lines.some((l) => l.ticketClassId === room.ticketClassId))) return null
  const token = input.admission?.token
  if (!token) throw new AppError('ADMISSION_REQUIRED', 'This on-sale has a waiting room: wait for your turn in it, then buy with the admission it gives you.')
  const verdict = verifyAdmissionToken(room.secret, token, { eventId: input.eventId, roomId: room.roomId, session: hashQueueSession(input.admission?.sessionKey ?? ''), nowMs: now.getTime() })
  if (!verdict.ok) throw new AppError('ADMISSION_INVALID', ADMISSION_REFUSALS[verdict.reason], undefined, { details: { reason: verdict.reason } })
  return { roomId: room.roomId, entryId: verdict.claims.entryId }
}

/**
 * The event's waiting room, failing closed (issue 42, decision 071): when its state cannot be read, nobody
 * knows whether this buyer's turn has come, so the hold is refused with 503 WAITING_ROOM_UNAVAILABLE rather
 * than let through past the line (or answered with a bare 500). Browsing never asks, so it keeps working.
 */
async function readActiveWaitingRoom(read: NonNullable<TicketingDeps['activeWaitingRoom']>, eventId: number, now: Date): Promise<ActiveWaitingRoom | null> {
  try {
    return await read(eventId, now)
  } catch (error) {
    if (isAppError(error)) throw error
    throw new AppError('WAITING_ROOM_UNAVAILABLE', 'Checkout for this event is paused for a moment: its waiting room could not be checked. Your place is kept; try again shortly.', undefined, { retryAfterSeconds: 5 })
  }
}

const ADMISSION_REFUSALS: Record<Exclude<Awaited<ReturnType<typeof verifyAdmissionToken>>, { ok: true }>['reason'], string> = {
  malformed: 'This admission is not one of ours: join the waiting room.',
  forged: 'This admission is not one of ours: join the waiting room.',
  other_event: 'This admission is for another event.',
  other_room: 'This admission is from an earlier waiting room of this event: join the current one.',
  other_session: 'This admission belongs to another browser.',
  expired: 'Your admission expired: join the waiting room again.',
}

/** A private event sells only to visitors who typed its password or were invited (decision 060): 403 otherwise. */
function assertEventOpen(deps: TicketingDeps, event: EventForTicketing, input: ReserveTicketsInput): Promise<void> {
  return assertEventVisible(deps.db, event, { secret: deps.secret, pass: input.eventPass, userId: input.userId })
}

/**
 * Holds tickets for `holdMinutes` (ARCHITECTURE §7, decision 015). The quick path, for a hold without a
 * promo code on an event without discounts (and with an Idempotency-Key not used before), is one statement that adds the seats to each class's
 * running held count where `capacity − sold − held` has room and writes the order with it. Otherwise, or
 * when that count says no (it may still count expired holds), the locking path decides: the classes are
 * locked in id order, availability (capacity − sold − unexpired holds) and the promo code's uses are
 * checked under those locks, the running count is set to the holds just counted, and the order is written
 * in the same transaction. The same Idempotency-Key again answers the same order.
 */
export async function reserveTickets(deps: TicketingDeps, input: ReserveTicketsInput): Promise<{ order: OrderJson; created: boolean }> {
  try {
    // A hidden class's link is checked by the locking path, which alone reads it (decision 060).
    const gate = await checkAdmission(deps, input, deps.clock.now())
    const quick = input.discountCode || (input.ticketLinks?.length ?? 0) > 0 ? null : await reserveQuickly(deps, input, gate)
    const result = quick ? { order: quick, created: true } : await reserveInTransaction(deps, input, gate)
    // Counted after the commit: a rolled-back hold is no hold (issue 24).
    if (result.created) metrics.hold('created')
    return result
  } catch (error) {
    if (isAppError(error) && (error.code === 'SOLD_OUT' || error.code === 'NOT_ENOUGH_TICKETS')) metrics.hold('sold_out')
    throw error
  }
}

/**
 * The quick path's hold, or null when the locking path must decide (including every refusal but the plainest).
 * With an admission from a waiting room (decision 072) the hold spends it in the same transaction, and the
 * classes' rows are locked only by the hold's one statement, a round trip before COMMIT: on an on-sale,
 * every turn of a busy server's event loop that a transaction waits while holding a class's row is a turn
 * every other buyer of that class waits too.
 */
async function reserveQuickly(deps: TicketingDeps, input: ReserveTicketsInput, gate: AdmissionGate | null): Promise<OrderJson | null> {
  const now = deps.clock.now()
  const cacheKey = `${input.eventId}|${input.lines.map((l) => l.ticketClassId).join(',')}`
  const context = await readHoldContext(deps, input, cacheKey)
  // A repeated Idempotency-Key is answered by the locking path, which reads the order it names.
  if (!context || context.keyUsed || context.hasDiscounts || context.event.status !== 'live' || context.event.isSeriesParent) return null
  const { event, classes } = context
  await assertEventOpen(deps, event, input)
  try {
    // `held` is the running count here: a yes is safe, a no is checked below.
    assertLinesAvailable(classes, input.eventId, input.lines, now)
  } catch (error) {
    if (isAppError(error) && (error.code === 'SOLD_OUT' || error.code === 'NOT_ENOUGH_TICKETS')) return refuseIfPlainlySoldOut(deps, input, now)
    throw error
  }
  const amounts = computeOrderAmounts(classes, input.lines, [], undefined, now, event.tax)
  const order = computeNewHold(deps, input, amounts, now)
  const tallies = computeHoldTalliesFor(deps, input)
  // One class: one statement, all or nothing. Several: a seat counted for a class whose neighbour had no
  // room must not stay counted, so the statement runs in a transaction rolled back on a miss. So does a hold
  // that spends an admission: a miss gives the admission back for the locking path (or a later try).
  let held: Awaited<ReturnType<typeof insertHoldIfSeatsRemain>>
  try {
    held =
      amounts.lines.length === 1 && !gate
        ? await insertHoldIfSeatsRemain(deps.db, order, amounts.lines, computeHoldCreation(order), classes, event.tax, tallies)
        : await deps.db
            .transaction(async (tx) => {
              if (gate) await spendAdmissionOrRefuse(tx, gate, now)
              const result = await insertHoldIfSeatsRemain(tx, order, amounts.lines, computeHoldCreation(order), classes, event.tax, tallies)
              if (!result) throw new QuickHoldMissed()
              // The room counts this checkout as active until its order is paid or its hold ends.
              if (gate) await linkAdmissionOrder(tx, gate.entryId, result.orderId)
              return result
            })
            .catch((error: unknown) => {
              if (error instanceof QuickHoldMissed) return null
              throw error
            })
  } catch (error) {
    // The same key at the same moment: the statement wrote nothing; the locking path answers that order.
    if (isIdempotencyKeyConflict(error)) return null
    throw error
  }
  if (!held) {
    // No room by the running count, or the settings changed since the context was read: read afresh next time.
    deps.holdContexts?.delete(cacheKey)
    return refuseIfPlainlySoldOut(deps, input, now)
  }
  const row: OrderRow = {
    ...order,
    id: held.orderId,
    status: 'reserved',
    attendeeNames: null,
    paidAt: null,
    refundedMinor: 0,
    locale: order.locale ?? null,
    idempotencyBodyHash: order.idempotencyBodyHash ?? null,
    holdSession: order.holdSession ?? null,
    holdAddress: order.holdAddress ?? null,
    discountCode: order.discountCode ?? null,
    paymentAttemptId: null,
    paymentAttemptUntil: null,
    paymentAttemptResult: null,
    linkVersion: 0,
  }
  const lines = amounts.lines.map((l) => ({
    id: held.lineIds.get(l.ticketClassId) ?? 0,
    orderId: held.orderId,
    ticketClassId: l.ticketClassId,
    quantity: l.quantity,
    unitPriceMinor: l.unitPriceMinor,
    unitFeeMinor: l.unitFeeMinor,
    discountMinor: l.discountMinor,
    ticketClassName: classes.find((c) => c.id === l.ticketClassId)?.name ?? '',
  }))
  return computeOrderJson(row, lines, [], { now, secret: deps.secret, siteUrl: deps.siteUrl, event })
}

class QuickHoldMissed extends Error {}

/** Spends the admission in the hold's transaction: a reused or lapsed one refuses the hold. */
async function spendAdmissionOrRefuse(tx: Db, gate: AdmissionGate, now: Date): Promise<void> {
  if (!(await spendAdmission(tx, { roomId: gate.roomId, entryId: gate.entryId, now }))) {
    throw new AppError('ADMISSION_INVALID', 'This admission was already used or has expired: join the waiting room again.', undefined, { details: { reason: 'used' } })
  }
}

/**
 * The hold's context: this instance's copy from the last few seconds when it has one, else one read (kept
 * for the next hold). A kept copy is a hint only: its counts may be old (a no is checked afresh, a yes by
 * the statement's seat count) and the statement refuses a class whose settings changed since
 * (insertHoldIfSeatsRemain). A kept Idempotency-Key is not known to be unused: the statement's unique key
 * refuses a used one, and the locking path answers it.
 */
async function readHoldContext(deps: TicketingDeps, input: ReserveTicketsInput, cacheKey: string): Promise<HoldContext | null> {
  const now = deps.clock.now().getTime()
  const kept = deps.holdContexts?.get(cacheKey, now)
  if (kept) return { ...kept, keyUsed: false }
  const context = await findHoldContext(deps.db, input.eventId, input.lines.map((l) => l.ticketClassId), input.idempotency)
  if (context) deps.holdContexts?.set(cacheKey, { event: context.event, classes: context.classes, hasDiscounts: context.hasDiscounts }, now)
  return context
}

/** The order row of a new hold, priced by the server, held for `holdMinutes` from `now`. */
function computeNewHold(deps: TicketingDeps, input: ReserveTicketsInput, amounts: OrderAmounts, now: Date): NewOrder {
  return {
    eventId: input.eventId,
    userId: input.userId,
    buyerName: null,
    buyerEmail: null,
    currency: amounts.currency,
    subtotalMinor: amounts.subtotalMinor,
    discountMinor: amounts.discountMinor,
    feesMinor: amounts.feesMinor,
    taxMinor: amounts.taxMinor,
    taxMode: amounts.taxMode,
    taxRateMilli: amounts.taxRateMilli,
    totalMinor: amounts.totalMinor,
    discountId: amounts.discountId,
    discountCode: amounts.discountCode,
    expiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
    idempotencyScope: input.idempotency?.scope ?? null,
    idempotencyKey: input.idempotency?.key ?? null,
    idempotencyBodyHash: input.idempotency ? computeHoldRequestHash(input) : null,
    holdSession: input.client?.session ?? null,
    holdAddress: input.client?.address ?? null,
    waitlistEntryId: null,
    createdAt: now,
    locale: input.locale ?? null,
  }
}

/** The new hold's first trail entry: placed by its buyer (signed in or not). */
function computeHoldCreation(hold: NewOrder): OrderCreation {
  return planOrderCreation(hold, { actor: { kind: 'buyer', userId: hold.userId }, reason: 'hold', at: hold.createdAt })
}

/**
 * The running count said no. When the real availability (unexpired holds, read without a lock) says no as
 * well, the buyer gets the 409 at once: a sell-out's crowd is refused by reads. Otherwise null: expired
 * holds are still counted, and the locking path counts them again and decides.
 */
async function refuseIfPlainlySoldOut(deps: TicketingDeps, input: ReserveTicketsInput, now: Date): Promise<null> {
  const current = await findTicketClassesByIdsWithAvailability(deps.db, input.lines.map((l) => l.ticketClassId), now)
  assertLinesAvailable(current, input.eventId, input.lines, now)
  return null
}

async function reserveInTransaction(deps: TicketingDeps, input: ReserveTicketsInput, gate: AdmissionGate | null = null): Promise<{ order: OrderJson; created: boolean }> {
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
        // Orders from before the hash was kept are compared by event alone.
        const reused = existing.idempotencyBodyHash === null ? existing.eventId !== input.eventId : existing.idempotencyBodyHash !== computeHoldRequestHash(input)
        if (reused) {
          metrics.refusal('idempotency_key_reused')
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used with a different request. Send a new key for a new order, or the same request to see the order it made.',
          )
        }
        return { row: existing, created: false }
      }
    }
    const event = await findEventForTicketing(tx, input.eventId)
    if (!event || event.status === 'draft') throw new AppError('NOT_FOUND', 'There is no such event.')
    if (event.status !== 'live') throw new AppError('CONFLICT', `This event is ${event.status === 'cancelled' ? 'cancelled' : event.status}; tickets are not on sale.`)
    if (event.isSeriesParent) throw new AppError('INVALID_ARGUMENT', 'Choose a date of the series first.', { event_id: ['A series: choose one of its dates.'] })
    await assertEventOpen(deps, event, input)
    // The admission is spent with the hold: a reused or lapsed one refuses it, and a hold that fails below
    // rolls the spending back, so the buyer may try again while the admission lasts.
    if (gate) await spendAdmissionOrRefuse(tx, gate, now)
    // The buyer's hold limits first, in the order every hold takes their locks, then the classes'.
    const recounted = await checkHoldLimits(tx, deps, input, now)
    const classes = await lockTicketClassesWithAvailability(tx, input.lines.map((l) => l.ticketClassId), now)
    // Under the locks the running count becomes the holds just counted; the new hold adds to it below.
    await recountHeld(tx, classes, now)
    assertLinesAvailable(classes, input.eventId, input.lines, now, new Set(computeRevealedClassIds(deps.secret, input.ticketLinks ?? [])))
    const discounts = await findDiscountsByEventIdWithUses(tx, input.eventId, now, true)
    const amounts = computeOrderAmounts(classes, input.lines, discounts, input.discountCode, now, event.tax)
    const hold = computeNewHold(deps, input, amounts, now)
    const order = await insertOrderWithLines(tx, hold, amounts.lines, computeHoldCreation(hold))
    await setHoldTallies(tx, recounted)
    // The room counts this checkout as active until its order is paid or its hold ends (closed loop).
    if (gate) await linkAdmissionOrder(tx, gate.entryId, order.id)
    return { row: order, created: true }
  })
  return { order: await loadOrderJson(deps.db, deps, row), created }
}

/** The running counts this hold adds to (none without configured limits or a known client). */
function computeHoldTalliesFor(deps: TicketingDeps, input: ReserveTicketsInput): HoldTally[] {
  if (!deps.holdLimits || !input.client) return []
  return computeHoldTallies(deps.holdLimits, { ...input.client, userId: input.userId }, input.eventId)
}

/**
 * The hold limits' decision (decision 049), under the running counts' row locks: each count is recounted
 * from the real unexpired holds, a buyer who let holds lapse gets a shrunk limit, and the hold is refused
 * (429 TOO_MANY_HOLDS, counted and logged) when it would take any count past its limit. Answers the counts
 * to write once the hold is in.
 */
async function checkHoldLimits(tx: Parameters<typeof lockHoldTallies>[0], deps: TicketingDeps, input: ReserveTicketsInput, now: Date) {
  const tallies = computeHoldTalliesFor(deps, input)
  if (tallies.length === 0 || !deps.holdLimits) return []
  const limits = deps.holdLimits
  await lockHoldTallies(tx, tallies)
  const counts = await countHeldBySubjects(tx, tallies, now, new Date(now.getTime() - limits.abandonWindowHours * 3_600_000))
  const seats = input.lines.reduce((n, l) => n + l.quantity, 0)
  return tallies.map((tally) => {
    const count = counts.find((c) => c.subject === tally.subject && c.eventId === tally.eventId)
    const held = count?.held ?? 0
    const limit = computeShrunkLimit(limits, tally, count?.abandoned ?? 0)
    if (held + seats > limit) {
      metrics.refusal(holdRefusalRule(tally.kind))
      throw new AppError('TOO_MANY_HOLDS', computeHoldRefusalText(tally, limit, held), undefined, {
        retryAfterSeconds: deps.holdMinutes * 60,
        details: { limit: String(limit), held: String(held), scope: tally.eventId === 0 ? 'all_events' : 'event', subject: tally.kind },
      })
    }
    return { subject: tally.subject, eventId: tally.eventId, seats: held + seats, limit }
  })
}
