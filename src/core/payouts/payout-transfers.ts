// The port through which payouts reach a bank (issue 37 point 3, decisions 041 and 046): the built-in test
// provider simulates transfers; Stripe Connect (stripe-connect.ts) makes Transfers to connected accounts.
import type { Clock } from '@/core/shared/core-deps'
import type { Db } from '@/db/create-db'
import type { PayoutMethodRow } from './payouts-repository'

export type TransferOutcome = { status: 'in_transit' } | { status: 'paid' } | { status: 'failed'; reason: string }

export type PayoutTransfers = {
  /**
   * Starts a transfer of a payout to `method`; answers the provider's reference for it, or the reason the
   * provider refused it at once. Throws when the answer is unknown (the same attempt is sent again).
   */
  send(transfer: { payoutId: number; attempt: number; amountMinor: number; currency: string }, method: PayoutMethodRow): Promise<{ reference: string } | { failure: string }>
  /** How the transfer with `reference` stands now. */
  check(reference: string): Promise<TransferOutcome>
}

export type PayoutsDeps = {
  db: Db
  clock: Clock
  transfers: PayoutTransfers
  /** Test servers: the time as one event's moved ticketing clock has it (issue 35); else the clock's. */
  eventNow?: (eventId: number) => Date
  /** Test servers: the latest time any event's clock shows, so releases due by it are looked at. */
  latestNow?: () => Date
}

/**
 * The test provider's transfers: each one is in transit until the next check, then paid, or failed with
 * the reason the account's documented test number asks for (bank-account.ts FAILING_TEST_ACCOUNTS). The
 * outcome is carried in the reference, so any instance's sweep settles any transfer.
 */
export function createTestPayoutTransfers(): PayoutTransfers {
  return {
    send(transfer, method) {
      const outcome = method.testFailure ? `fail.${method.testFailure}` : 'ok'
      return Promise.resolve({ reference: `tbt_${transfer.payoutId}_${transfer.attempt}_${outcome}` })
    },
    check(reference) {
      const failure = /_fail\.(\w+)$/.exec(reference)?.[1]
      return Promise.resolve(failure ? { status: 'failed', reason: failure } : { status: 'paid' })
    },
  }
}

/**
 * One port over both providers: each payout goes the way of its organizer's method (a test bank account,
 * or a Stripe connected account when Stripe is configured), and is checked by the provider whose
 * reference it carries (the test provider's start `tbt_`).
 */
export function combinePayoutTransfers(test: PayoutTransfers, stripe: PayoutTransfers | null): PayoutTransfers {
  return {
    send(transfer, method) {
      if (method.kind !== 'stripe') return test.send(transfer, method)
      return stripe ? stripe.send(transfer, method) : Promise.resolve({ failure: 'stripe_not_configured' })
    },
    check(reference) {
      if (reference.startsWith('tbt_') || !stripe) return test.check(reference)
      return stripe.check(reference)
    },
  }
}
