// Who may see and act on an order (ARCHITECTURE §8: every resource checks its owner or role): its owner,
// staff, or the bearer of its signed link (a guest's email, the buyer who just made it). The link's token
// is an HMAC of the order id with a server secret, so it cannot be guessed or moved to another order.
import { timingSafeEqual } from 'node:crypto'
import { AppError } from '@/core/shared/app-error'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

export type OrderActor = { userId: number | null; email: string | null; isStaff: boolean; token: string | null }

// The tokens of recent orders: a purchase asks for its order's token three times (the hold's answer,
// the check of the completing request's link, the paid order's answer). Keyed by secret and order id.
const recentTokens = new Map<string, string>()
const RECENT_TOKENS = 2000

export function computeOrderAccessToken(secret: string, orderId: number): string {
  const key = `${orderId}:${secret}`
  let token = recentTokens.get(key)
  if (token === undefined) {
    token = hmacSha256(secret, `order:${orderId}`).toString('base64url')
    // The oldest entry goes first (a Map keeps insertion order).
    if (recentTokens.size >= RECENT_TOKENS) recentTokens.delete(recentTokens.keys().next().value!)
    recentTokens.set(key, token)
  }
  return token
}

export function isOrderAccessTokenValid(secret: string, orderId: number, token: string | null): boolean {
  if (!token) return false
  const expected = Buffer.from(computeOrderAccessToken(secret, orderId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * True for the order's owner, a signed-in user whose email placed the guest order (it joins their account),
 * staff, or the bearer of the order's signed link.
 */
export function canAccessOrder(actor: OrderActor, order: { id: number; userId: number | null; buyerEmail: string | null }, secret: string): boolean {
  if (actor.isStaff) return true
  if (actor.userId !== null && order.userId === actor.userId) return true
  if (actor.userId !== null && order.userId === null && actor.email && order.buyerEmail?.toLowerCase() === actor.email.toLowerCase()) return true
  return isOrderAccessTokenValid(secret, order.id, actor.token)
}

/** 404 rather than 403, so that order ids reveal nothing to anyone else. */
export function assertOrderAccess(actor: OrderActor, order: { id: number; userId: number | null; buyerEmail: string | null } | null, secret: string): asserts order {
  if (!order || !canAccessOrder(actor, order, secret)) throw new AppError('NOT_FOUND', 'There is no such order.')
}
