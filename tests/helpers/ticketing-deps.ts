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
