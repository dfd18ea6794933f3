import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import { currentCorrelationId } from '@/core/shared/request-context'
import { computeOutboxValues } from '@/core/mail/outbox-values'
import { payHeldOrder, startCheckout } from './checkout-repository'
import { chargeOrder } from './charge-order'
import { findOrderRegistrationNeeds } from './approval-repository'
import { registerForApproval } from './register-for-approval'
import { computeNewTickets, computePaidMove, fulfilOrder, QUICK_PATH_MARGIN_MS, withQuickFulfilment, type FulfilOutcome, type SettledPayment } from './fulfil-order'
import { computeConfirmationEmail } from './confirmation-email'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, isOrderAccessTokenValid, type OrderActor } from './order-access'
import { computeOrderJson, type OrderJson } from './order-json'
import { computeBuyerSideActor } from './order-lifecycle'
import { computeOrderStatus, isPaidOrderStatus, planOrderMove, type OrderMoveActor } from './order-state'
import { endPaymentAttempt, findOrderById, findOrderLinesByOrderId, updateOrder, type OrderRow } from './orders-repository'
import { findPaymentByReference, setPaymentStatus } from './payments-repository'
import { awaitRecordedPayment, startRecordingPayment } from './payments-in-flight'
import { computeNewPaymentAttemptId, isPaymentClaimed, PAYMENT_CLAIM_MS, PAYMENT_CLAIM_WAIT_MS, type PaymentAttemptResult } from './payment-claim'
import type { TicketingDeps } from './ticketing-deps'
import { planPaymentAttempt } from './take-payment-attempt'
import { takeFreeOrderMail } from './take-free-order-mail'
import { computePaymentPosting } from '@/core/ledger/ledger-postings'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'
import { prepareRegistrationAnswers } from './prepare-registration-answers'
import { withOrderAnswers } from './registration-answers'
import type { AnswerInput } from './registration-rules'

export type CompleteOrderInput = {
  orderId: number
  actor: OrderActor
  buyer: { name: string; email: string }
  /** Optional attendee names, one per ticket in line order. */
  attendees?: string[]
  payment?: { token: string }
  /** Answers to the event's questions at registration (decision 063); checked and saved before paying. */
  answers?: AnswerInput[]
  /** Who pays (browser session, client address): payment attempts (decision 049) and free orders' emails (decision 048) are limited per each. */
  client?: { session: string | null; address: string | null }
}

export type CompleteOrderResult = {
  order: OrderJson
  /** Set when the card asks for an extra confirmation step: the order stays reserved until it is done. */
  next_action?: { type: 'confirm_payment'; url: string }
}

/**
 * Checkout's last step (issue 19 §3–4): saves the buyer, then pays through the Payments port (free orders
 * skip it) and issues the tickets with their confirmation email (fulfil-order.ts). The charge happens
 * outside any transaction so no lock is held while the provider answers. Completing a paid order again
 * answers it unchanged. One charge per order attempt (decision 047): the order is claimed for the attempt
 * before the provider is asked; a caller that finds it claimed waits for that attempt and answers its
 * result (the paid order, the bank step, the decline) instead of charging again.
 */
export async function completeOrder(deps: TicketingDeps, input: CompleteOrderInput): Promise<CompleteOrderResult> {
  const needs = await findOrderRegistrationNeeds(deps.db, input.orderId)
  // A missing required answer stops the order here, before any charge or count (decision 063).
  await prepareRegistrationAnswers(deps, input, needs.asksQuestions)
  // Without a payment the order is free (or refused below): its email is what costs, so it is counted.
  if (!input.payment) await takeFreeOrderMail(deps, { buyerEmail: input.buyer.email, actorEmail: input.actor.email, session: input.client?.session ?? null, address: input.client?.address ?? null })
  // An order with no answers saved, of an event asking nothing, has none to read back.
  const answered = needs.asksQuestions || needs.hasAnswers
  const withAnswers = <T extends CompleteOrderResult>(result: T) => (answered ? withOrderAnswers(deps.db, result) : Promise.resolve({ ...result, order: { ...result.order, answers: result.order.answers ?? [] } }))
  // An event or class that needs the organizer's approval registers the order instead (decision 064).
  if (needs.requiresApproval) return withAnswers(await registerForApproval(deps, input))
  return withAnswers((await completeQuickly(deps, input)) ?? (await completeInSteps(deps, input)))
}

/**
 * The quick path of a held order (decision 015): one statement saves the buyer and reads the order, its
 * lines, its event and a ticket id per seat; the tickets and the confirmation email are prepared; the card
 * is charged; one statement pays the order. Null, having written nothing, when the order is not plainly
 * payable as asked (paid already, expired, not the caller's, too many attendee names, no payment for a
 * priced order, another payment attempt under way): the step-by-step path then answers. The one statement
 * also claims a priced order for this attempt (decision 047), and the paying statement ends the claim. After the charge it never answers null: a payment
 * the one statement could not record is settled by the step-by-step fulfilment, which decides.
 */
async function completeQuickly(deps: TicketingDeps, input: CompleteOrderInput): Promise<CompleteOrderResult | null> {
  const now = deps.clock.now()
  const { actor } = input
  // A signed-in buyer reaching a guest order by their verified email needs the order read first.
  if (actor.email !== null) return null
  // A payable (held) order still has its first link: only a paid order's links can be turned off (decision 051).
  const mayAct = actor.isStaff || isOrderAccessTokenValid(deps.secret, { id: input.orderId, linkVersion: 0 }, actor.token)
  if (!mayAct && actor.userId === null) return null
  const subjects = { orderId: input.orderId, session: input.client?.session ?? null, address: input.client?.address ?? null, cardToken: input.payment?.token ?? '' }
  const attempt = input.payment ? planPaymentAttempt(deps, subjects, now) : null
  const attemptId = computeNewPaymentAttemptId()
  const start = await startCheckout(deps.db, {
    orderId: input.orderId,
    mayAct,
    userId: actor.userId,
    buyerName: input.buyer.name,
    buyerEmail: input.buyer.email,
    attendeeNames: input.attendees ?? null,
    hasPayment: input.payment !== undefined,
    now,
    attempt: attempt && { buckets: attempt.names, windowStart: attempt.windowStart, weight: attempt.weight },
    claim: { attemptId, until: new Date(now.getTime() + PAYMENT_CLAIM_MS) },
  })
  if (!start) return null
  const { order, lines, event, ticketIds, attemptHits } = start
  const tickets = computeNewTickets(order, lines, ticketIds, now)
  const paidJson = computeOrderJson({ ...order, status: 'paid', paidAt: now }, lines, tickets, { now, secret: deps.secret, siteUrl: deps.siteUrl, event })
  // Prepared before the charge, so the payment's statement follows the charge at once (the provider's
  // callback, a moment after the charge, then finds the payment recorded). Only a snapshot: the outbox
  // draws the QR images when it sends the email (issue 36).
  const email = event && order.buyerEmail ? computeOutboxValues(computeConfirmationEmail(paidJson, event, now, order.locale)) : null
  let payment: SettledPayment | null = null
  // From the charge until the payment is written down, the provider's callback for it waits (payments-in-flight.ts).
  const recorded = startRecordingPayment(deps.paymentsInFlight, input.orderId)
  let paid: Awaited<ReturnType<typeof payHeldOrder>>
  const payer = computeBuyerSideActor(actor)
  try {
    if (order.totalMinor > 0) {
      const charged = await chargeOrder(deps, input, { amountMinor: order.totalMinor, currency: order.currency, eventId: order.eventId }, now, attemptId, attemptHits)
      if (charged.kind === 'requires_action') return charged.result
      payment = charged.payment
    }
    // Checked against the lifecycle's table like every move; the one statement writes it only if the order is still held.
    const move = planOrderMove(order, 'paid', computePaidMove(payer, payment, false, now))
    // The money goes into the ledger with the move; without the event to owe it to, the steps decide.
    const posting = payment && event ? computePaymentPosting(order, event.organizerId) : null
    paid = payment && !event ? null : await payHeldOrder(deps.db, { order, marginUntil: new Date(now.getTime() + QUICK_PATH_MARGIN_MS), now, tickets, payment, email, move, posting })
  } finally {
    recorded()
  }
  // The one statement ends the claim with the payment; otherwise it ends once the steps have decided.
  if (!paid) return settleInSteps(deps, input.orderId, payment, payer, order.totalMinor > 0 ? attemptId : null)
  metrics.order('paid')
  // Paid seats stay in the buyer's hold counts (decision 049: a count may run high, never low); a hold
  // that meets a limit is recounted from the real holds, so only that hold pays for the correction.
  const soldOut = [...paid.leftByClass.values()].some((left) => left <= 0)
  if (soldOut) await reportSellOut(deps, order.eventId)
  return { order: paidJson }
}

/**
 * Pays (or, free, fulfils) the order by the step-by-step fulfilment, which decides, then answers it; then
 * ends payment attempt `attemptId`'s claim (if any), so that callers waiting for it read what was decided.
 */
async function settleInSteps(deps: TicketingDeps, orderId: number, payment: SettledPayment | null, actor: OrderMoveActor, attemptId: string | null): Promise<CompleteOrderResult> {
  let outcome: FulfilOutcome
  try {
    outcome = await fulfil(deps, orderId, payment, actor)
    await settleOutcome(deps, outcome)
  } finally {
    if (attemptId !== null) await endPaymentAttempt(deps.db, orderId, attemptId, null)
  }
  if (outcome.kind === 'refund') {
    throw new AppError('HOLD_EXPIRED', 'Your hold expired before the payment went through and the tickets have sold out. Your payment was refunded.')
  }
  return { order: await loadFreshOrderJson(deps, orderId) }
}

/**
 * Checkout's last step taken one step at a time: for whatever the quick path does not take, including an
 * order another payment attempt has claimed, whose result this caller waits for and answers.
 */
async function completeInSteps(deps: TicketingDeps, input: CompleteOrderInput, waited = false): Promise<CompleteOrderResult> {
  const now = deps.clock.now()
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    const status = computeOrderStatus(order.status, order.expiresAt, now)
    if (isPaidOrderStatus(status)) return { kind: 'done' as const, order }
    if (status === 'expired') throw new AppError('HOLD_EXPIRED', 'Your hold on these tickets has expired. Please start again.')
    if (status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled.')
    // Another caller is paying this order right now: nothing is written or charged here.
    if (isPaymentClaimed(order, now) && order.paymentAttemptId !== null) return { kind: 'wait' as const, attemptId: order.paymentAttemptId }
    const seats = (await findOrderLinesByOrderId(tx, order.id)).reduce((n, l) => n + l.quantity, 0)
    if ((input.attendees?.length ?? 0) > seats) {
      throw new AppError('INVALID_ARGUMENT', `This order has ${seats} tickets.`, { attendees: [`At most ${seats} attendee names.`] })
    }
    const charge = order.totalMinor > 0 && input.payment !== undefined
    const attemptId = computeNewPaymentAttemptId()
    await updateOrder(tx, order.id, {
      buyerName: input.buyer.name,
      buyerEmail: input.buyer.email,
      attendeeNames: input.attendees ?? null,
      // A signed-in buyer's order is theirs even when the hold was made before signing in.
      ...(order.userId === null && input.actor.userId !== null ? { userId: input.actor.userId } : {}),
      // The order is this attempt's until it answers (decision 047), claimed under the order's lock.
      ...(charge ? { paymentAttemptId: attemptId, paymentAttemptUntil: new Date(now.getTime() + PAYMENT_CLAIM_MS), paymentAttemptResult: null } : {}),
    })
    if (order.totalMinor === 0) return { kind: 'free' as const }
    if (!input.payment) throw new AppError('INVALID_ARGUMENT', 'Payment details are required for this order.', { payment: ['Required for a paid order.'] })
    return { kind: 'charge' as const, attemptId, charge: { amountMinor: order.totalMinor, currency: order.currency, eventId: order.eventId } }
  })
  if (prepared.kind === 'done') return { order: await loadOrderJson(deps.db, deps, prepared.order) }
  if (prepared.kind === 'wait') return answerAttemptUnderWay(deps, input, prepared.attemptId, waited)
  // A free order is paid at once, by the same (plan-first) path as a charged one.
  if (prepared.kind === 'free') return settleInSteps(deps, input.orderId, null, computeBuyerSideActor(input.actor), null)
  const charged = await chargeOrder(deps, input, prepared.charge, now, prepared.attemptId)
  if (charged.kind === 'requires_action') return charged.result
  return settleInSteps(deps, input.orderId, charged.payment, computeBuyerSideActor(input.actor), prepared.attemptId)
}

/**
 * A second caller's answer while payment attempt `attemptId` has the order claimed (decision 047): waits
 * for it to end (at once when it runs in this instance, else by reading the order) and answers as it did:
 * the paid order, the same bank step, or the same decline. When a newer attempt has claimed the order by
 * then (a bank step ends its claim, so a caller arriving after it starts its own), this caller waits for
 * that one instead, within the same overall wait. An attempt that ended with nothing to repeat (refused
 * before the provider answered, or its claim lapsed) leaves this caller to try once itself.
 */
async function answerAttemptUnderWay(
  deps: TicketingDeps,
  input: CompleteOrderInput,
  attemptId: string,
  waited: boolean,
  deadline = Date.now() + PAYMENT_CLAIM_WAIT_MS,
): Promise<CompleteOrderResult> {
  await awaitRecordedPayment(deps.paymentsInFlight, input.orderId, Math.max(0, deadline - Date.now()))
  const order = await awaitAttemptEnd(deps, input.orderId, attemptId, deadline)
  if (isPaidOrderStatus(order.status)) return { order: await loadOrderJson(deps.db, deps, order) }
  const result: PaymentAttemptResult | null = order.paymentAttemptId === attemptId ? order.paymentAttemptResult : null
  if (result?.kind === 'declined') throw new AppError('CARD_DECLINED', result.message)
  if (result?.kind === 'requires_action') return { order: await loadOrderJson(deps.db, deps, order), next_action: { type: 'confirm_payment', url: result.url } }
  const claimed = isPaymentClaimed(order, deps.clock.now())
  if (claimed && order.paymentAttemptId !== null && order.paymentAttemptId !== attemptId && Date.now() < deadline) {
    return answerAttemptUnderWay(deps, input, order.paymentAttemptId, waited, deadline)
  }
  if (waited || claimed) {
    throw new AppError('CONFLICT', 'A payment for this order is under way. Look at the order again in a moment.')
  }
  return completeInSteps(deps, input, true)
}

/** The order once attempt `attemptId` no longer has it claimed (or, at `deadline`, as it is then). */
async function awaitAttemptEnd(deps: TicketingDeps, orderId: number, attemptId: string, deadline: number): Promise<OrderRow> {
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const order = await findOrderById(deps.db, orderId)
    if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
    const underWay = order.paymentAttemptId === attemptId && isPaymentClaimed(order, deps.clock.now())
    if (!underWay || isPaidOrderStatus(order.status) || Date.now() >= deadline) return order
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}

// The paying transaction holds only the writes; the order's JSON is read after the commit.
function fulfil(deps: TicketingDeps, orderId: number, payment: SettledPayment | null, actor: OrderMoveActor): Promise<FulfilOutcome> {
  return withQuickFulfilment((quick) => deps.db.transaction(async (tx) => fulfilOrder(tx, deps, await findOrderById(tx, orderId, true), payment, actor, quick)))
}

async function loadFreshOrderJson(deps: TicketingDeps, orderId: number): Promise<OrderJson> {
  const order = await findOrderById(deps.db, orderId)
  if (!order) throw new AppError('NOT_FOUND', 'There is no such order.')
  return loadOrderJson(deps.db, deps, order)
}

/** After the transaction commits: give back money that must go back, and tell caches about a sell-out. */
export async function settleOutcome(deps: TicketingDeps, outcome: FulfilOutcome): Promise<void> {
  if (outcome.kind === 'fulfilled') metrics.order('paid')
  if (outcome.kind === 'refund') {
    // Money that arrived for an order that can no longer take it (hold gone, sold out, cancelled, paid twice).
    metrics.refund('late_payment')
    await deps.payments.refund({ reference: outcome.payment.reference, amountMinor: outcome.payment.amountMinor, currency: outcome.payment.currency, correlationId: currentCorrelationId() })
    const row = await findPaymentByReference(deps.db, outcome.payment.provider, outcome.payment.reference)
    if (row) await setPaymentStatus(deps.db, row.id, 'refunded')
  }
  if (outcome.kind === 'fulfilled' && outcome.soldOutEventId !== null) await reportSellOut(deps, outcome.soldOutEventId)
}

/**
 * A class that sold out leaves the event's price summary (decision 052), which is recomputed after the
 * commit, then the cached answers that show the event's availability are dropped.
 */
async function reportSellOut(deps: TicketingDeps, eventId: number): Promise<void> {
  const changed = await refreshEventPriceSummaries(deps.db, [eventId], deps.clock.now())
  if (changed.length > 0) deps.onPriceSummaryChanged?.(eventId)
  deps.onInventoryChanged?.(eventId)
}
