// The Stripe adapter behind the Payments port (issue 19 §4, decision 029), used only when STRIPE_SECRET_KEY
// is set. A charge is one confirmed PaymentIntent paying with a PaymentMethod made from the token Stripe's
// browser script made (Stripe's test tokens `tok_visa`, `tok_chargeDeclined`… work the same in test mode);
// a refund is a Refund of that PaymentIntent. A manual-capture charge (decision 064) is a PaymentIntent with
// `capture_method: manual`, left in `requires_capture` until its `/capture` or `/cancel`. Stripe's webhooks (`Stripe-Signature`, checked by the official package) become our own
// payment callbacks, so the one idempotent handler issues tickets whichever way the news arrives.
import Stripe from 'stripe'
import type { CaptureRequest, ChargeRequest, ChargeResult, Payments, RefundRequest, ReleaseRequest } from './payments'
import type { PaymentCallback } from './payment-callback'

export const STRIPE_PROVIDER = 'stripe'

/** Stripe's own default: a signed webhook older than five minutes is a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300

export type StripePaymentsOptions = {
  secretKey: string
  webhookSecret: string
  /** Another API address (a local fake in tests): e.g. http://127.0.0.1:12111. Stripe's own by default. */
  apiBase?: string
  /** Where the buyer lands after a bank's extra step (3-D Secure). */
  returnUrl: string
}

export type StripePayments = Payments & {
  /**
   * The webhook's event as our payment callback, or null for an event that does not concern a payment of
   * ours. Throws when the `Stripe-Signature` header is missing, wrong or too old.
   */
  readWebhook(body: string, signature: string | null, now: Date): PaymentCallback | null
}

function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}

/** The official client with our settings, pointed at `apiBase` when given (a local fake in tests). */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  return new Stripe(secretKey, {
    ...apiAddress(apiBase),
    // A call is retried by Stripe's package with the same idempotency key, so a lost answer never acts twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Tessera' },
  })
}

/**
 * A webhook's event, believed only with a good `Stripe-Signature` for one of `secrets`, neither older nor
 * further ahead of `now` than the tolerance. Throws otherwise.
 */
export function constructStripeEvent(stripe: Stripe, body: string, signature: string | null, secrets: readonly string[], now: Date): Stripe.Event {
  let event: Stripe.Event | null = null
  let lastError: unknown = new Error('No Stripe webhook secret is configured')
  for (const secret of secrets) {
    try {
      event = stripe.webhooks.constructEvent(body, signature ?? '', secret, STRIPE_WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime())
      break
    } catch (error) {
      lastError = error
    }
  }
  if (!event) throw lastError
  // The library refuses a signature older than the tolerance but not one from the future (issue 39
  // finding 14): a timestamp ahead of our clock by more than the same tolerance is refused too.
  const signedAt = Number(/(?:^|,)t=(\d{1,12})(?:,|$)/.exec(signature ?? '')?.[1] ?? Number.NaN)
  if (!(signedAt * 1000 <= now.getTime() + STRIPE_WEBHOOK_TOLERANCE_SECONDS * 1000)) {
    throw new Stripe.errors.StripeSignatureVerificationError(signature ?? '', body, { message: 'Timestamp outside the tolerance zone (in the future)' })
  }
  return event
}

function orderIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.order_id)
  return Number.isInteger(id) && id > 0 ? id : null
}

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id }
  // A manual-capture intent whose card was authorised: Stripe holds the amount until capture or cancel.
  if (intent.status === 'requires_capture') return { status: 'authorized', reference: intent.id }
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      reference: intent.id,
      actionUrl: intent.next_action?.redirect_to_url?.url ?? undefined,
    }
  }
  // requires_payment_method: the card was refused without an error (Stripe answers most refusals as errors).
  return { status: 'declined', reference: intent.id }
}

export function createStripePayments(options: StripePaymentsOptions): StripePayments {
  const stripe = createStripeClient(options.secretKey, options.apiBase)

  return {
    provider: STRIPE_PROVIDER,

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        // The browser's token becomes a PaymentMethod (Stripe's documented `card: {token}` form), which one
        // confirmed PaymentIntent then charges.
        const method = await stripe.paymentMethods.create(
          { type: 'card', card: { token: request.token } },
          { idempotencyKey: `tessera-method-${request.orderId}-${request.token}` },
        )
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            payment_method: method.id,
            confirm: true,
            ...(request.capture === 'manual' ? { capture_method: 'manual' as const } : {}),
            return_url: options.returnUrl,
            metadata: { order_id: String(request.orderId), correlation_id: request.correlationId },
          },
          // One payment attempt per order, token and amount: a retry of the same attempt is the same intent.
          { idempotencyKey: `tessera-order-${request.orderId}-${request.amountMinor}-${request.token}${request.capture === 'manual' ? '-manual' : ''}` },
        )
        return chargeResultOf(intent)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
            reference: error.payment_intent?.id ?? error.requestId ?? 'stripe-declined',
          }
        }
        throw error
      }
    },

    async refund(request: RefundRequest): Promise<void> {
      await stripe.refunds.create(
        {
          payment_intent: request.reference,
          amount: request.amountMinor,
          metadata: { correlation_id: request.correlationId },
        },
        { idempotencyKey: `tessera-refund-${request.reference}-${request.amountMinor}` },
      )
    },

    async capture(request: CaptureRequest): Promise<{ status: 'captured' | 'failed' }> {
      try {
        const intent = await stripe.paymentIntents.capture(
          request.reference,
          { amount_to_capture: request.amountMinor, metadata: { correlation_id: request.correlationId } },
          { idempotencyKey: `tessera-capture-${request.reference}-${request.amountMinor}` },
        )
        return { status: intent.status === 'succeeded' ? 'captured' : 'failed' }
      } catch (error) {
        // A canceled or expired authorisation (Stripe cancels uncaptured intents after seven days) is refused
        // as an invalid request: the order then stays unpaid and the organizer is told.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return { status: 'failed' }
        throw error
      }
    },

    async release(request: ReleaseRequest): Promise<void> {
      try {
        await stripe.paymentIntents.cancel(request.reference, { cancellation_reason: 'abandoned' }, { idempotencyKey: `tessera-release-${request.reference}` })
      } catch (error) {
        // Already canceled (by us before, or by Stripe when the authorisation lapsed): nothing is held.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return
        throw error
      }
    },

    readWebhook(body: string, signature: string | null, now: Date): PaymentCallback | null {
      const event = constructStripeEvent(stripe, body, signature, [options.webhookSecret], now)
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.amount_capturable_updated') {
        const intent = event.data.object
        const orderId = orderIdOf(intent.metadata)
        if (orderId === null) return null
        return {
          id: event.id,
          // amount_capturable_updated: a manual-capture card was authorised (after the bank's step, say).
          type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : event.type === 'payment_intent.payment_failed' ? 'payment.failed' : 'payment.authorized',
          data: {
            reference: intent.id,
            order_id: orderId,
            amount: intent.amount_received || intent.amount,
            currency: intent.currency,
          },
        }
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object
        const orderId = orderIdOf(charge.metadata)
        const reference =
          typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
        if (orderId === null || !reference) return null
        return {
          id: event.id,
          type: 'payment.refunded',
          data: { reference, order_id: orderId, amount: charge.amount_refunded, currency: charge.currency },
        }
      }
      return null
    },
  }
}
