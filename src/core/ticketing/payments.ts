// The Payments port (ARCHITECTURE §1, §7): what checkout needs from a card processor. The built-in test
// provider (test-payment-provider.ts) is the default; a real provider plugs in behind the same type.
// Providers confirm through a signed callback (payment-callback.ts), as a real webhook does.

/** `authorized`: a manual-capture charge's card was authorised; nothing is taken until `capture` (decision 064). */
export type ChargeStatus = 'succeeded' | 'authorized' | 'declined' | 'insufficient_funds' | 'requires_action'

export type ChargeRequest = {
  orderId: number
  amountMinor: number
  currency: string
  /** A provider token (`tok_visa`, …) or, for the test provider's card form, a card number. */
  token: string
  /**
   * The correlation id of the request that pays (issue 24): a provider sends it as its request id or
   * metadata, so that its logs, its webhooks and ours can be joined.
   */
  correlationId: string
  /**
   * `manual` only authorises the card (decision 064: a registration awaiting approval); the money is taken
   * by `capture` or the authorisation given up by `release`. `automatic` (the default) charges at once.
   */
  capture?: 'automatic' | 'manual'
}

/** Takes an authorised payment's money (its whole amount): `reference` is the charge's. */
export type CaptureRequest = { reference: string; amountMinor: number; currency: string; correlationId: string }
export type ReleaseRequest = { reference: string; correlationId: string }

export type RefundRequest = { reference: string; amountMinor: number; currency: string; correlationId: string }

export type ChargeResult = {
  status: ChargeStatus
  /** The provider's id for this payment attempt. */
  reference: string
  /** For `requires_action`: where the buyer completes the extra step. */
  actionUrl?: string
}

export type Payments = {
  provider: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  /** Gives the buyer's money back for a payment that succeeded. */
  refund(request: RefundRequest): Promise<void>
  /**
   * Takes the money of an authorisation (decision 064); `captured` also for one captured before (a retry),
   * `failed` when the authorisation is gone (released, lapsed, refused by the bank).
   */
  capture(request: CaptureRequest): Promise<{ status: 'captured' | 'failed' }>
  /** Gives up an authorisation, so the buyer's bank frees the amount; harmless for one already released. */
  release(request: ReleaseRequest): Promise<void>
}
