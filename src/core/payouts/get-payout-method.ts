// GET /api/v3/organizations/me/payout_method/ (issue 37 point 3): the method the signed-in creator's
// payouts go to, or null before they set one. A Stripe account still being onboarded is asked about
// afresh (decision 046): the creator comes back here from Stripe, before its webhook may have arrived.
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { toPayoutMethodJson, type PayoutMethodJson } from './payout-method-json'
import { findPayoutMethod, updateStripeAccountState } from './payouts-repository'
import type { StripeConnect } from './stripe-connect'

const REFRESH_MS = 5_000

export async function getPayoutMethod(
  { db, clock, stripeConnect }: Pick<CoreDeps, 'db' | 'clock'> & { stripeConnect?: StripeConnect | null },
  input: { userId: number },
): Promise<PayoutMethodJson | null> {
  const organizer = await findOwnOrganizer(db, input.userId)
  const method = organizer && (await findPayoutMethod(db, organizer.id))
  if (!method) return null
  const now = clock.now()
  // At most once per REFRESH_MS per method, so reloading the page cannot turn into a stream of Stripe calls.
  if (method.kind === 'stripe' && method.status === 'pending' && method.stripeAccountId && stripeConnect && now.getTime() - method.updatedAt.getTime() >= REFRESH_MS) {
    // Stripe unreachable: the stored state stands, and the account.updated webhook brings the news later.
    const state = await stripeConnect.retrieveAccount(method.stripeAccountId).catch(() => null)
    const refreshed = state && (await updateStripeAccountState(db, method.stripeAccountId, state, now))
    return toPayoutMethodJson(refreshed ?? method)
  }
  return toPayoutMethodJson(method)
}
