// Stripe Connect behind the payout port (issue 37 point 3, decision 046), used only when STRIPE_SECRET_KEY
// is set. Each organizer gets one Express connected account, onboarded through Stripe-hosted Account
// Links; a payout is one Transfer from the platform's balance to that account (separate charges and
// transfers: buyers pay the platform, the organizer is sent their net, and Tessera's fee is what is never
// transferred). Stripe's Connect webhooks (`account.updated`, `transfer.reversed`) become the events that
// refresh an account's status and fail a reversed payout.
import Stripe from 'stripe'
import { constructStripeEvent, createStripeClient } from '@/core/ticketing/stripe-payments'
import type { PayoutTransfers, TransferOutcome } from './payout-transfers'

export type StripeConnectOptions = {
  secretKey: string
  /** The signing secrets the Connect webhook may use: the Connect endpoint's, and the account endpoint's. */
  webhookSecrets: readonly string[]
  /** Another API address (a local fake in tests): e.g. http://127.0.0.1:12111. Stripe's own by default. */
  apiBase?: string
}

/** What Tessera keeps of a connected account: whether transfers can be sent to it, and what to show. */
export type StripeAccountState = {
  accountId: string
  status: 'active' | 'pending'
  /** The last four digits of the bank account the organizer added during onboarding, if Stripe shows it. */
  last4: string
  accountHolder: string | null
  country: string | null
}

/** A Connect webhook event as it concerns us. */
export type StripeConnectEvent =
  | { id: string; type: 'account'; account: StripeAccountState }
  | { id: string; type: 'transfer_reversed'; reference: string; reason: string }

export type StripeConnect = {
  transfers: PayoutTransfers
  /** Creates the organizer's Express account; the idempotency key makes a retried call the same account. */
  createAccount(organizer: { id: number; email: string | null; name: string }): Promise<string>
  /** A single-use onboarding URL for `accountId`, coming back to our `returnUrl` (or `refreshUrl` when expired). */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>
  retrieveAccount(accountId: string): Promise<StripeAccountState>
  /**
   * The webhook's event as it concerns payouts, or null for another event. Throws when the
   * `Stripe-Signature` header is missing, wrong for every secret, or too old.
   */
  readWebhook(body: string, signature: string | null, now: Date): StripeConnectEvent | null
}

/**
 * A connected account can be paid once its owner finished onboarding and Stripe lets it pay out:
 * `details_submitted` and `payouts_enabled`. `charges_enabled` does not matter here, since the platform,
 * not the connected account, takes the buyers' charges (decision 046).
 */
export function computeStripeAccountStatus(account: { details_submitted?: boolean | null; payouts_enabled?: boolean | null }): 'active' | 'pending' {
  return account.details_submitted && account.payouts_enabled ? 'active' : 'pending'
}

function accountStateOf(account: Stripe.Account): StripeAccountState {
  const external = account.external_accounts?.data[0]
  return {
    accountId: account.id,
    status: computeStripeAccountStatus(account),
    last4: external?.last4 ?? '',
    accountHolder: account.business_profile?.name ?? null,
    country: account.country ?? null,
  }
}

export function createStripeConnect(options: StripeConnectOptions): StripeConnect {
  const stripe = createStripeClient(options.secretKey, options.apiBase)

  const transfers: PayoutTransfers = {
    async send(transfer, method) {
      if (!method.stripeAccountId) return { failure: 'no_connected_account' }
      try {
        const created = await stripe.transfers.create(
          {
            amount: transfer.amountMinor,
            currency: transfer.currency.toLowerCase(),
            destination: method.stripeAccountId,
            transfer_group: `payout_${transfer.payoutId}`,
            metadata: { payout_id: String(transfer.payoutId), attempt: String(transfer.attempt) },
          },
          // One transfer per payout attempt: a sweep that lost the answer and runs again gets the same one.
          { idempotencyKey: `tessera-payout-${transfer.payoutId}-${transfer.attempt}` },
        )
        return { reference: created.id }
      } catch (error) {
        // Stripe refused it (the platform's balance is short, the account cannot take transfers yet…):
        // the payout fails with Stripe's code as the reason. Network trouble is thrown, and the sweep
        // tries the same attempt again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError) {
          return { failure: error.code ?? 'transfer_refused' }
        }
        throw error
      }
    },
    async check(reference): Promise<TransferOutcome> {
      const transfer = await stripe.transfers.retrieve(reference)
      // A transfer is in the connected account's balance as soon as it is made; only a reversal undoes it.
      return transfer.reversed ? { status: 'failed', reason: 'transfer_reversed' } : { status: 'paid' }
    },
  }

  return {
    transfers,

    async createAccount(organizer) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          ...(organizer.email ? { email: organizer.email } : {}),
          capabilities: { transfers: { requested: true } },
          business_profile: { name: organizer.name },
          metadata: { organizer_id: String(organizer.id) },
        },
        { idempotencyKey: `tessera-connect-account-${organizer.id}` },
      )
      return account.id
    },

    async createOnboardingLink(accountId, urls) {
      const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', refresh_url: urls.refreshUrl, return_url: urls.returnUrl })
      return link.url
    },

    async retrieveAccount(accountId) {
      return accountStateOf(await stripe.accounts.retrieve(accountId))
    },

    readWebhook(body, signature, now) {
      const event = constructStripeEvent(stripe, body, signature, options.webhookSecrets, now)
      if (event.type === 'account.updated') return { id: event.id, type: 'account', account: accountStateOf(event.data.object) }
      if (event.type === 'transfer.reversed') {
        const transfer = event.data.object
        // Only a full reversal fails the payout; a partial one is for staff to settle with an adjustment.
        if (transfer.amount_reversed < transfer.amount) return null
        return { id: event.id, type: 'transfer_reversed', reference: transfer.id, reason: 'transfer_reversed' }
      }
      return null
    },
  }
}
