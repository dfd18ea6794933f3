// The link of "Find my tickets" (issue 38 §3): it names an email address and when it stops working, signed
// with the ticketing secret, so it needs no table and cannot be made for another address or kept alive. Its
// bearer sees that address's orders, as the bearer of an order's own link sees the order (order-access.ts).
import { timingSafeEqual } from 'node:crypto'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

/** A day: mail is read late, and the orders' own links it leads to last as long as the orders. */
export const ORDER_LOOKUP_LINK_HOURS = 24

function signature(secret: string, payload: string): Buffer {
  return hmacSha256(secret, `order-lookup:${payload}`)
}

/** `<base64url(email)>.<expiry in unix seconds>.<signature>` */
export function computeOrderLookupToken(secret: string, email: string, expiresAt: Date): string {
  const payload = `${Buffer.from(email, 'utf8').toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000)}`
  return `${payload}.${signature(secret, payload).toString('base64url')}`
}

/** The address a token names, or null when it is malformed, signed with another secret or expired at `now`. */
export function readOrderLookupToken(secret: string, token: string | null | undefined, now: Date): string | null {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3) return null
  const [email, expires, given] = parts as [string, string, string]
  const expected = signature(secret, `${email}.${expires}`)
  const sent = Buffer.from(given, 'base64url')
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null
  return Buffer.from(email, 'base64url').toString('utf8')
}
