// The built-in test payment provider (issue 19 §4), a stand-in for a card processor behind the Payments
// port. Its cards and tokens are Stripe's test numbers: 4242 4242 4242 4242 / tok_visa succeed,
// 4000 0000 0000 0002 / tok_chargeDeclined are declined, 4000 0000 0000 9995 / tok_chargeDeclinedInsufficientFunds
// lack funds, 4000 0027 6000 3184 / tok_threeDSecureRequired ask for an extra confirmation step. Like a real
// provider it confirms a successful payment through a signed callback, delivered by `deliver` a moment
// after the charge answers (and once more after the extra step). A manual-capture charge (decision 064)
// only authorises the card, calls back `payment.authorized`, and waits for `capture` or `release`.
import { AppError } from '@/core/shared/app-error'
import { pooledRandomBytes } from '@/core/shared/pooled-random'
import type { ChargeRequest, ChargeResult, ChargeStatus, Payments } from './payments'
import { signPaymentCallback, type PaymentCallback } from './payment-callback'

export const TEST_PROVIDER = 'test'

const OUTCOMES: Record<string, ChargeStatus> = {
  '4242424242424242': 'succeeded',
  tok_visa: 'succeeded',
  '4000000000000002': 'declined',
  tok_chargeDeclined: 'declined',
  '4000000000009995': 'insufficient_funds',
  tok_chargeDeclinedInsufficientFunds: 'insufficient_funds',
  '4000002760003184': 'requires_action',
  tok_threeDSecureRequired: 'requires_action',
  tok_threeDSecure2Required: 'requires_action',
}

/** What a token or typed card number does; an unknown card is declined, as a processor would. */
export function computeTestChargeOutcome(token: string): ChargeStatus {
  return OUTCOMES[token.replace(/[\s-]/g, '')] ?? 'declined'
}

/** Why a charge is refused when the test provider is switched off; also said once at start-up. */
export const TEST_PAYMENTS_OFF =
  'Card payments are not available: the built-in test payment provider is off in Preprod and Prod (ALLOW_TEST_PAYMENTS=1 switches it on).'

export type CallbackDelivery = (body: string, signature: string) => Promise<void>

export type TestPaymentProvider = Payments & {
  /** The buyer's extra confirmation step of a `requires_action` payment: succeeds and calls back. */
  confirmAction(reference: string): Promise<{ orderId: number } | null>
  /** The buyer fails or cancels the extra step, as at a bank's 3-D Secure page: the payment fails and calls back. */
  failAction(reference: string): Promise<{ orderId: number } | null>
  /** What became of a payment (decision 064: tests see an authorisation captured or released); null when unknown. */
  inspect(reference: string): { status: TestAttemptStatus; amountMinor: number; currency: string } | null
}

/** What became of an attempt; `released`: an authorisation given up, `captured`: one whose money was taken. */
export type TestAttemptStatus = ChargeStatus | 'captured' | 'released'
type Attempt = ChargeRequest & { status: TestAttemptStatus }

// The provider remembers attempts for refunds and extra steps; a long-running server under load (hundreds
// of purchases a second) must not remember them all, so the oldest are forgotten past this many.
const MAX_ATTEMPTS = 50_000

export function createTestPaymentProvider(options: {
  secret: string
  deliver: CallbackDelivery
  now?: () => Date
  /** Where the extra step lives; `{reference}` is replaced. */
  actionUrl?: string
  /**
   * False in Preprod and Prod unless ALLOW_TEST_PAYMENTS=1 (issue 24): every charge is then refused, so
   * that no order of a production site is ever paid with a test card.
   */
  enabled?: boolean
}): TestPaymentProvider {
  const attempts = new Map<string, Attempt>()
  const now = options.now ?? (() => new Date())

  function callBack(type: PaymentCallback['type'], reference: string, a: Attempt): void {
    const event: PaymentCallback = {
      id: `evt_${pooledRandomBytes(12).toString('hex')}`,
      type,
      data: { reference, order_id: a.orderId, amount: a.amountMinor, currency: a.currency },
    }
    const body = JSON.stringify(event)
    // A webhook arrives on its own, after the API call that caused it has answered.
    setTimeout(() => {
      options.deliver(body, signPaymentCallback(options.secret, body, now())).catch((error: unknown) => {
        console.warn('test payment provider: callback not delivered', error)
      })
    }, 10)
  }

  return {
    provider: TEST_PROVIDER,
    async charge(request): Promise<ChargeResult> {
      if (options.enabled === false) throw new AppError('CONFLICT', TEST_PAYMENTS_OFF)
      const reference = `pi_test_${pooledRandomBytes(12).toString('hex')}`
      const outcome = computeTestChargeOutcome(request.token)
      const status = outcome === 'succeeded' && request.capture === 'manual' ? 'authorized' : outcome
      const attempt: Attempt = { ...request, status }
      attempts.set(reference, attempt)
      if (attempts.size > MAX_ATTEMPTS) attempts.delete(attempts.keys().next().value!)
      if (status === 'succeeded') callBack('payment.succeeded', reference, attempt)
      if (status === 'authorized') callBack('payment.authorized', reference, attempt)
      return status === 'requires_action'
        ? { status, reference, actionUrl: (options.actionUrl ?? '/checkout/confirm-payment/{reference}/').replace('{reference}', reference) }
        : { status, reference }
    },
    async refund({ reference }) {
      const attempt = attempts.get(reference)
      if (attempt) attempt.status = 'declined'
    },
    async capture({ reference, amountMinor }) {
      const attempt = attempts.get(reference)
      if (attempt?.status === 'captured') return { status: 'captured' }
      if (!attempt || attempt.status !== 'authorized' || amountMinor > attempt.amountMinor) return { status: 'failed' }
      attempt.status = 'captured'
      return { status: 'captured' }
    },
    async release({ reference }) {
      const attempt = attempts.get(reference)
      if (attempt?.status === 'authorized') attempt.status = 'released'
    },
    inspect(reference) {
      const attempt = attempts.get(reference)
      return attempt ? { status: attempt.status, amountMinor: attempt.amountMinor, currency: attempt.currency } : null
    },
    async confirmAction(reference) {
      const attempt = attempts.get(reference)
      if (!attempt || attempt.status !== 'requires_action') return null
      const manual = attempt.capture === 'manual'
      attempt.status = manual ? 'authorized' : 'succeeded'
      callBack(manual ? 'payment.authorized' : 'payment.succeeded', reference, attempt)
      return { orderId: attempt.orderId }
    },
    async failAction(reference) {
      const attempt = attempts.get(reference)
      if (!attempt || attempt.status !== 'requires_action') return null
      attempt.status = 'declined'
      callBack('payment.failed', reference, attempt)
      return { orderId: attempt.orderId }
    },
  }
}
