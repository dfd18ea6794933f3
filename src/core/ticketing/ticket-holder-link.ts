// The new holder's own link to a transferred ticket (decision 059), as Tito gives each ticket its own page:
// an HMAC of the ticket id with the ticketing secret, so it opens that ticket only (never the buyer's order
// and its other tickets) and needs no table. Pure.
import { timingSafeEqual } from 'node:crypto'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

export function computeTicketHolderToken(secret: string, ticketId: number): string {
  return hmacSha256(secret, `ticket-holder:${ticketId}`).toString('base64url')
}

export function isTicketHolderTokenValid(secret: string, ticketId: number, token: string | null | undefined): boolean {
  if (!token) return false
  const expected = Buffer.from(computeTicketHolderToken(secret, ticketId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The holder's ticket page on the site. */
export function computeTicketHolderUrl(siteUrl: string, secret: string, ticketId: number): string {
  return `${siteUrl}/tickets/${ticketId}/?token=${computeTicketHolderToken(secret, ticketId)}`
}
