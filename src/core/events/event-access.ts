// Who may see a private event and buy a hidden ticket class (issue 40 "Visibility", decision 060). Pure:
// signed tokens only, no storage. A visitor who typed an event's password carries a pass (a cookie) that
// is an HMAC of the event id and its stored password hash, so changing the password ends every pass at
// once. A hidden class's direct link carries an HMAC of the class id, which cannot be guessed or moved to
// another class.
import { timingSafeEqual } from 'node:crypto'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

/** The cookie that carries a visitor's pass for event `eventId`. */
export function eventPassCookieName(eventId: number): string {
  return `event_pass_${eventId}`
}

/** How long a typed password is remembered in the visitor's browser. */
export const EVENT_PASS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export function computeEventPass(secret: string, eventId: number, passwordHash: string): string {
  return hmacSha256(secret, `event-pass:${eventId}:${passwordHash}`).toString('base64url')
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * True when the visitor may see (and buy for) the event: it has no password, or `pass` is the pass of its
 * current password. Its organizer types it too, so that the page they check is the page their guests see.
 */
export function canSeeEvent(secret: string, event: { id: number; passwordHash?: string | null }, pass: string | null | undefined): boolean {
  if (!event.passwordHash) return true
  return !!pass && !!secret && sameText(pass, computeEventPass(secret, event.id, event.passwordHash))
}

/**
 * The pass an invitation's emailed link gives (decision 060): `inv.{invitationId}.{signature}`. The
 * signature proves the link was ours; the invitation must still stand (its organizer may remove it).
 */
export function computeInvitationPass(secret: string, eventId: number, invitationId: number): string {
  return `inv.${invitationId}.${hmacSha256(secret, `event-invitation:${eventId}:${invitationId}`).toString('base64url').slice(0, 22)}`
}

/** The invitation id an invitation pass names for event `eventId`, or null for anything else. */
export function parseInvitationPass(secret: string, eventId: number, pass: string | null | undefined): number | null {
  const match = /^inv\.(\d{1,9})\.[A-Za-z0-9_-]{22}$/.exec(pass ?? '')
  if (!match || !secret) return null
  const invitationId = Number(match[1])
  return sameText(pass!, computeInvitationPass(secret, eventId, invitationId)) ? invitationId : null
}

/** The token of a hidden class's direct link (`/e/{slug}/?tickets=<token>`): the class id and its signature. */
export function computeHiddenClassToken(secret: string, classId: number): string {
  return `${classId}.${hmacSha256(secret, `hidden-class:${classId}`).toString('base64url').slice(0, 22)}`
}

/** The hidden class a direct link's token reveals, or null for a token that is not one of ours. */
export function parseHiddenClassToken(secret: string, token: string | null | undefined): number | null {
  const match = /^(\d{1,9})\.[A-Za-z0-9_-]{22}$/.exec(token ?? '')
  if (!match) return null
  const classId = Number(match[1])
  return sameText(token!, computeHiddenClassToken(secret, classId)) ? classId : null
}

/** The hidden class ids the given link tokens reveal (an unknown or forged token reveals nothing). */
export function computeRevealedClassIds(secret: string, tokens: readonly string[]): number[] {
  return [...new Set(tokens.map((t) => parseHiddenClassToken(secret, t)).filter((id): id is number => id !== null))]
}
