// The Payments port (ARCHITECTURE §1, §7): what checkout needs from a card processor. The built-in test
// provider (test-payment-provider.ts) is the default; a real provider plugs in behind the same type.
// Providers confirm through a signed callback (payment-callback.ts), as a real webhook does.

export type ChargeStatus = 'succeeded' | 'declined' | 'insufficient_funds' | 'requires_action'

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
}

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
}
