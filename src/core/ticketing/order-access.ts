// Who may see and act on an order (ARCHITECTURE §8: every resource checks its owner or role): its owner,
// staff, or the bearer of its signed link (a guest's email, the buyer who just made it). The link's token
// is an HMAC of the order id and its link version with a server secret, so it cannot be guessed or moved to
// another order, and turning old links off (decision 051) needs no stored token. The link shows the order;
// acting on it (a refund) takes its owner signed in or a confirmation from the buyer's email.
import { timingSafeEqual } from 'node:crypto'
import { AppError } from '@/core/shared/app-error'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

export type OrderActor = { userId: number | null; email: string | null; isStaff: boolean; token: string | null }

// The tokens of recent orders: a purchase asks for its order's token three times (the hold's answer,
// the check of the completing request's link, the paid order's answer). Keyed by secret, order id and
// link version.
const recentTokens = new Map<string, string>()
const RECENT_TOKENS = 2000

/** What a link's token is computed from: the order and the generation of its links (decision 051). */
export type OrderLinkKey = { id: number; linkVersion: number }

export type OrderAccessTarget = OrderLinkKey & { userId: number | null; buyerEmail: string | null }

/**
 * The order's link token. Version 0 is the token every order had before links could be turned off (its
 * links keep working); "Turn off old links" moves an order to the next version, whose token differs.
 */
export function computeOrderAccessToken(secret: string, order: OrderLinkKey): string {
  const key = `${order.id}:${order.linkVersion}:${secret}`
  let token = recentTokens.get(key)
  if (token === undefined) {
    const subject = order.linkVersion === 0 ? `order:${order.id}` : `order:${order.id}:v${order.linkVersion}`
    token = hmacSha256(secret, subject).toString('base64url')
    // The oldest entry goes first (a Map keeps insertion order).
    if (recentTokens.size >= RECENT_TOKENS) recentTokens.delete(recentTokens.keys().next().value!)
    recentTokens.set(key, token)
  }
  return token
}

export function isOrderAccessTokenValid(secret: string, order: OrderLinkKey, token: string | null): boolean {
  if (!token) return false
  const expected = Buffer.from(computeOrderAccessToken(secret, order))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * True for whoever may act on the order without a fresh confirmation (decision 051): staff, its owner, or
 * a signed-in user whose verified email placed the guest order (it joins their account). The bearer of
 * its link alone may see it, not act on it.
 */
export function canActOnOrder(actor: OrderActor, order: Omit<OrderAccessTarget, 'linkVersion' | 'id'>): boolean {
  if (actor.isStaff) return true
  if (actor.userId !== null && order.userId === actor.userId) return true
  return actor.userId !== null && order.userId === null && !!actor.email && order.buyerEmail?.toLowerCase() === actor.email.toLowerCase()
}

/**
 * True for the order's owner, a signed-in user whose email placed the guest order (it joins their account),
 * staff, or the bearer of the order's current signed link.
 */
export function canAccessOrder(actor: OrderActor, order: OrderAccessTarget, secret: string): boolean {
  return canActOnOrder(actor, order) || isOrderAccessTokenValid(secret, order, actor.token)
}

/** 404 rather than 403, so that order ids reveal nothing to anyone else. */
export function assertOrderAccess(actor: OrderActor, order: OrderAccessTarget | null, secret: string): asserts order {
  if (!order || !canAccessOrder(actor, order, secret)) throw new AppError('NOT_FOUND', 'There is no such order.')
}
