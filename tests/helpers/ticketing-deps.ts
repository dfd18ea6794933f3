// Ticketing dependencies for tests: a real database handle, a clock the test moves, and the built-in test
// payment provider (the only fake: it stands in for a card processor) whose callbacks are collected for
// the test to deliver when and as often as it likes.
import { createTtlCache } from '@/core/shared/ttl-cache'
import { createPaymentsInFlight } from '@/core/ticketing/payments-in-flight'
import type { Db } from '@/db/create-db'
import type { OrderActor } from '@/core/ticketing/order-access'
import { completeOrder } from '@/core/ticketing/complete-order'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { createTestPaymentProvider, type TestPaymentProvider } from '@/core/ticketing/test-payment-provider'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import type { ChargeRequest, RefundRequest } from '@/core/ticketing/payments'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { confirmOrderAction } from '@/core/ticketing/confirm-order-action'
import type { ConfirmationEmailed } from '@/core/ticketing/order-action-confirmation'
import { findOrderById } from '@/core/ticketing/orders-repository'
import { requestRefund, type RefundRequestResult, type RequestRefundInput } from '@/core/ticketing/request-refund'

export type TestTicketing = {
  deps: TicketingDeps
  provider: TestPaymentProvider
  /** Callbacks the provider has sent so far, in order: `[body, signature]`. */
  callbacks: { body: string; signature: string }[]
  /** Every refund asked of the provider, in order. */
  refunds: RefundRequest[]
  /** Every charge asked of the provider (whatever it answered), in order. */
  charges: ChargeRequest[]
  /** Moves the clock forward. */
  advance: (ms: number) => void
  waitForCallbacks: (count: number) => Promise<void>
}

export function createTestTicketing(db: Db, start = new Date()): TestTicketing {
  let now = start.getTime()
  const callbacks: { body: string; signature: string }[] = []
  const clock = { now: () => new Date(now) }
  const callbackSecret = 'test-callback-secret-0123456789abcdef'
  const provider = createTestPaymentProvider({
    secret: callbackSecret,
    now: clock.now,
    deliver: async (body, signature) => {
      callbacks.push({ body, signature })
    },
  })
  const refunds: RefundRequest[] = []
  const charges: ChargeRequest[] = []
  // The provider as the use cases see it, with each charge and refund asked of it written down.
  const payments: TestPaymentProvider = {
    ...provider,
    charge: async (request) => {
      charges.push(request)
      return provider.charge(request)
    },
    refund: async (request) => {
      refunds.push(request)
      return provider.refund(request)
    },
  }
  return {
    refunds,
    charges,
    deps: { db, clock, payments, secret: 'test-order-secret-0123456789abcdef', callbackSecret, siteUrl: 'http://localhost:3000', holdMinutes: 10, waitlistOfferHours: 24, holdContexts: createTtlCache(10_000, 100), paymentsInFlight: createPaymentsInFlight() },
    provider,
    callbacks,
    advance: (ms) => {
      now += ms
    },
    waitForCallbacks: async (count) => {
      for (let i = 0; i < 200 && callbacks.length < count; i++) await new Promise((r) => setTimeout(r, 5))
    },
  }
}

/** A guest buys `quantity` tickets of one class and pays with the test card; answers the order id. */
export async function buyAsGuest(db: Db, input: { eventId: number; ticketClassId: number; quantity: number; buyer: { name: string; email: string } }): Promise<number> {
  const t = createTestTicketing(db)
  const { order } = await reserveTickets(t.deps, { eventId: input.eventId, lines: [{ ticketClassId: input.ticketClassId, quantity: input.quantity }], userId: null, idempotency: null })
  await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: input.buyer, payment: { token: 'tok_visa' } })
  return Number(order.id)
}

/** A signed-out buyer who holds the order's signed link (`access_token`). */
export function guestWithLink(token: string | null): OrderActor {
  return { userId: null, email: null, isStaff: false, token }
}

/** The link of the newest refund confirmation emailed about `orderId` (decision 051), as its buyer opens it. */
export async function readOrderActionConfirmLink(db: Db, orderId: number): Promise<{ orderId: number; token: string }> {
  const order = await findOrderById(db, orderId)
  const mails = await findOutboxEmails(db, { to: order?.buyerEmail ?? '', kind: 'order-action-confirmation', limit: 500 })
  const link = mails.map((mail) => /https?:\/\/\S+\/orders\/confirm\/\?\S+/.exec(mail.text)?.[0]).find((l) => l && new URL(l).searchParams.get('order') === String(orderId))
  if (!link) throw new Error(`no confirmation was emailed about order ${orderId}`)
  return { orderId, token: new URL(link).searchParams.get('token') ?? '' }
}

/**
 * A buyer's refund through the order's link, as the buyer does it (decision 051): asked on the order's
 * page, then confirmed from the emailed link. Refusals of the first step are thrown as they are.
 */
export async function refundThroughEmail(deps: TicketingDeps, input: RequestRefundInput): Promise<Exclude<RefundRequestResult, ConfirmationEmailed>> {
  const asked = await requestRefund(deps, input)
  if (!('confirmation' in asked)) return asked
  const result = await confirmOrderAction(deps, await readOrderActionConfirmLink(deps.db, input.orderId))
  if ('confirmation' in result) throw new Error('a confirmed refund asked for another confirmation')
  return result
}
