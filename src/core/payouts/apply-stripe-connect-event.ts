// Stripe's Connect webhook (issue 37 point 3, decision 046): `account.updated` refreshes the status of the
// payout method that uses the account (so that an organizer who finished onboarding can sell paid
// tickets), and a fully reversed transfer fails its payout with the reason, the money back in the
// organizer's available balance for a retry. Idempotent: a payout already failed is left alone, and an
// account's state is simply written again.
import type { CoreDeps } from '@/core/shared/core-deps'
import { failPayout } from './fail-payout'
import { findPayoutByProviderReference, updateStripeAccountState } from './payouts-repository'
import type { StripeConnectEvent } from './stripe-connect'

export async function applyStripeConnectEvent({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, event: StripeConnectEvent): Promise<{ received: true }> {
  const now = clock.now()
  if (event.type === 'account') {
    await updateStripeAccountState(db, event.account.accountId, event.account, now)
    return { received: true }
  }
  await db.transaction(async (tx) => {
    const payout = await findPayoutByProviderReference(tx, event.reference)
    if (payout && (payout.status === 'in_transit' || payout.status === 'paid')) await failPayout(tx, payout, event.reason, now)
  })
  return { received: true }
}
