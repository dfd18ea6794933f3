// POST /api/v3/payments/callback/ (issue 19 §4): the payment provider's signed callback (webhook). Exempt
// from the CSRF check (a provider has no cookie); the `Tessera-Signature` HMAC takes its place, or, when
// Stripe takes payments (decision 029), Stripe's own webhook with its `Stripe-Signature`.
import 'server-only'
import { z } from 'zod'
import { applyStripeConnectEvent } from '@/core/payouts/apply-stripe-connect-event'
import type { StripeConnect, StripeConnectEvent } from '@/core/payouts/stripe-connect'
import { AppError } from '@/core/shared/app-error'
import { applyPaymentCallback, handlePaymentCallback, type CallbackResult } from '@/core/ticketing/handle-payment-callback'
import { PaymentCallbackSchema, type PaymentCallback } from '@/core/ticketing/payment-callback'
import type { StripePayments } from '@/core/ticketing/stripe-payments'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { errorToResponse } from '@/server/http-errors'
import type { Endpoint } from '@/server/api-handler'
import { getStripeConnect, getStripePayments, getTicketingDeps } from '@/server/ticketing'
import { readRequestText } from '@/server/http/lane-bodies'

export const PAYMENT_CALLBACK_PATH = '/api/v3/payments/callback/'

export const paymentCallbackEndpoint = {
  method: 'POST',
  path: PAYMENT_CALLBACK_PATH,
  summary: "The payment provider's signed callback",
  description:
    'Header `Tessera-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. When Stripe is configured (STRIPE_SECRET_KEY), Stripe\'s webhook events (`payment_intent.succeeded`, `payment_intent.payment_failed`, `charge.refunded`) with their `Stripe-Signature` are taken here too, and so are its Connect events for payouts (`account.updated` refreshes a connected account\'s status, a fully reversed transfer fails its payout). Idempotent: each provider event id is handled once; a repeated, late or out-of-order confirmation never issues tickets twice. 401 for a bad or stale signature.',
  tags: ['ticketing'],
  body: PaymentCallbackSchema,
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  errors: [400, 401],
} satisfies Endpoint

/**
 * Stripe's webhook: believed only with a good, fresh signature. Connect events (decision 046) move payout
 * methods and payouts; payment events become our payment callback; others are acknowledged and dropped.
 */
async function applyStripeWebhook(deps: TicketingDeps, stripe: StripePayments, connect: StripeConnect | null, body: string, signature: string): Promise<CallbackResult> {
  let payout: StripeConnectEvent | null = null
  let payment: PaymentCallback | null = null
  try {
    payout = connect?.readWebhook(body, signature, deps.clock.now()) ?? null
    if (!payout) payment = stripe.readWebhook(body, signature, deps.clock.now())
  } catch {
    throw new AppError('UNAUTHENTICATED', 'The Stripe-Signature is missing, wrong or too old.')
  }
  if (payout) return { ...(await applyStripeConnectEvent(deps, payout)), duplicate: false }
  return payment ? applyPaymentCallback(deps, payment) : { received: true, duplicate: false }
}

export async function POST(request: Request): Promise<Response> {
  try {
    const body = await readRequestText(request)
    if (body.length > 64 * 1024) return Response.json({ error: 'INVALID_ARGUMENT', error_description: 'Too large.' }, { status: 400 })
    const deps = await getTicketingDeps()
    const stripe = getStripePayments()
    const stripeSignature = request.headers.get('stripe-signature')
    const result =
      stripe && stripeSignature !== null
        ? await applyStripeWebhook(deps, stripe, getStripeConnect(), body, stripeSignature)
        : await handlePaymentCallback(deps, { body, signature: request.headers.get('tessera-signature') })
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorToResponse(error)
  }
}
