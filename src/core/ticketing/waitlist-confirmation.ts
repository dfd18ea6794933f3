// The wait-list's confirmation link (issue 39 findings 1 and 7, decision 048): an entry counts only once
// the address's owner opens the link emailed to it, so nobody fills a line with made-up addresses or puts
// someone else's address in one. The token is an HMAC of the entry id with the ticketing secret, as an
// order's link is (order-access.ts), so it cannot be guessed or moved to another entry.
import { timingSafeEqual } from 'node:crypto'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

/** The page the emailed link opens; its button confirms (a mail scanner opening the link confirms nothing). */
export const WAITLIST_CONFIRM_PATH = '/waitlist/confirm/'

export function computeWaitlistConfirmToken(secret: string, entryId: number): string {
  return hmacSha256(secret, `waitlist-confirm:${entryId}`).toString('base64url')
}

export function isWaitlistConfirmTokenValid(secret: string, entryId: number, token: string): boolean {
  const expected = Buffer.from(computeWaitlistConfirmToken(secret, entryId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The link in the confirmation email. */
export function computeWaitlistConfirmUrl(siteUrl: string, secret: string, entryId: number): string {
  const url = new URL(WAITLIST_CONFIRM_PATH, `${siteUrl}/`)
  url.searchParams.set('entry', String(entryId))
  url.searchParams.set('token', computeWaitlistConfirmToken(secret, entryId))
  return url.toString()
}
