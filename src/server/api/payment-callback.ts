// POST /api/v3/payments/callback/ (issue 19 §4): the payment provider's signed callback (webhook). Exempt
// from the CSRF check (a provider has no cookie); the `Tessera-Signature` HMAC takes its place.
import 'server-only'
import { z } from 'zod'
import { handlePaymentCallback } from '@/core/ticketing/handle-payment-callback'
import { PaymentCallbackSchema } from '@/core/ticketing/payment-callback'
import { errorToResponse } from '@/server/http-errors'
import type { Endpoint } from '@/server/api-handler'
import { getTicketingDeps } from '@/server/ticketing'

export const PAYMENT_CALLBACK_PATH = '/api/v3/payments/callback/'

export const paymentCallbackEndpoint = {
  method: 'POST',
  path: PAYMENT_CALLBACK_PATH,
  summary: "The payment provider's signed callback",
  description:
    'Header `Tessera-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. Idempotent: each provider event id is handled once; a repeated, late or out-of-order confirmation never issues tickets twice. 401 for a bad or stale signature.',
  tags: ['ticketing'],
  body: PaymentCallbackSchema,
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  errors: [400, 401],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  try {
    const body = await request.text()
    if (body.length > 64 * 1024) return Response.json({ error: 'INVALID_ARGUMENT', error_description: 'Too large.' }, { status: 400 })
    const result = await handlePaymentCallback(await getTicketingDeps(), { body, signature: request.headers.get('tessera-signature') })
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorToResponse(error)
  }
}
