// Ticketing dependencies for tests: a real database handle, a clock the test moves, and the built-in test
// payment provider (the only fake: it stands in for a card processor) whose callbacks are collected for
// the test to deliver when and as often as it likes.
import type { Db } from '@/db/create-db'
import { createTestPaymentProvider, type TestPaymentProvider } from '@/core/ticketing/test-payment-provider'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'

export type TestTicketing = {
  deps: TicketingDeps
  provider: TestPaymentProvider
  /** Callbacks the provider has sent so far, in order: `[body, signature]`. */
  callbacks: { body: string; signature: string }[]
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
  return {
    deps: { db, clock, payments: provider, secret: 'test-order-secret-0123456789abcdef', callbackSecret, siteUrl: 'http://localhost:3000', holdMinutes: 10, waitlistOfferHours: 24 },
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
