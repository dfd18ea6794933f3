// Signed provider callbacks (issue 19 §4): the provider signs `${timestamp}.${body}` with HMAC-SHA256
// and a shared secret, as Stripe's webhooks do; we refuse a bad signature or one older than the
// tolerance (a replayed capture), compared in constant time.
import { timingSafeEqual } from 'node:crypto'
import { hmacSha256 } from '@/core/shared/hmac-sha256'
import { z } from 'zod'

export const CALLBACK_TOLERANCE_SECONDS = 300

export const PaymentCallbackSchema = z.object({
  id: z.string().min(1).max(200),
  // `payment.authorized`: a manual-capture charge's card was authorised (decision 064), nothing taken yet.
  type: z.enum(['payment.succeeded', 'payment.authorized', 'payment.failed', 'payment.refunded']),
  data: z.object({
    reference: z.string().min(1).max(200),
    order_id: z.int().positive(),
    amount: z.int().nonnegative(),
    currency: z.string().length(3),
  }),
})
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>

function hmac(secret: string, payload: string): string {
  return hmacSha256(secret, payload).toString('hex')
}

/** The `Tessera-Signature` header value for `body` sent at `now`. */
export function signPaymentCallback(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000)
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`
}

/** True when `header` signs `body` with `secret` and is recent enough. */
export function verifyPaymentCallback(secret: string, body: string, header: string | null, now: Date): boolean {
  if (!header) return false
  const parts = new Map(header.split(',').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const))
  const t = Number(parts.get('t'))
  const v1 = parts.get('v1') ?? ''
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > CALLBACK_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex')
  const given = Buffer.from(v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
