// POST /api/v3/organizations/me/payout_method/stripe_onboarding/ (issue 37 point 3, decision 046): the
// creator's payouts go to a Stripe Express connected account. The account is created once per organizer
// (kept on the payout method row; Stripe's idempotency key covers a retry whose answer was lost) and each
// call answers a fresh single-use onboarding link that comes back to /mypayouts/. Stripe is called
// outside the database transaction, so no row lock waits on the network.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { STRIPE_ONBOARDING_LINKS_PER_USER } from '@/core/accounts/rate-limits'
import { ensureOwnOrganizer } from '@/core/creators/ensure-own-organizer'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findPayoutMethod, upsertStripeAccount } from './payouts-repository'
import type { StripeConnect } from './stripe-connect'

export type StripeOnboardingDeps = Pick<CoreDeps, 'db' | 'clock'> & { stripeConnect: StripeConnect | null; siteUrl: string }

export async function startStripeOnboarding({ db, clock, stripeConnect, siteUrl }: StripeOnboardingDeps, input: { userId: number }): Promise<{ url: string }> {
  if (!stripeConnect) throw new AppError('CONFLICT', 'Stripe payouts are not set up on this site: add a bank account instead.')
  const now = clock.now()
  await takeRateLimitHits(db, now, [[STRIPE_ONBOARDING_LINKS_PER_USER, String(input.userId)]])
  const { organizer, method } = await db.transaction(async (tx) => {
    const organizer = await ensureOwnOrganizer(tx, input.userId, now)
    return { organizer, method: await findPayoutMethod(tx, organizer.id) }
  })
  const accountId = method?.stripeAccountId ?? (await stripeConnect.createAccount({ id: organizer.id, email: organizer.contactEmail, name: organizer.name }))
  // The method becomes the Stripe account (pending until onboarding is done), unless it already is.
  if (method?.kind !== 'stripe' || method.stripeAccountId !== accountId) {
    await upsertStripeAccount(db, organizer.id, { stripeAccountId: accountId, accountHolder: organizer.name }, now)
  }
  const url = await stripeConnect.createOnboardingLink(accountId, {
    refreshUrl: `${siteUrl}/mypayouts/?stripe=refresh`,
    returnUrl: `${siteUrl}/mypayouts/?stripe=return`,
  })
  return { url }
}
