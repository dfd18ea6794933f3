// The waiting room's two signed tokens (issue 42). Pure: HMAC-SHA256 with the server's ticketing secret.
// - A place token names one entry of one event's line for one browser session: polls are answered from it
//   and the shared "now serving" value, with no database write. Once the place has a position (after the
//   shuffle, or at once for a later arrival) the token carries it too (version p2), so a poll needs no read
//   of the place's row until the place reaches the front (decision 071).
// - An admission token lets that session start one checkout of that event before it expires; the hold
//   endpoint checks the signature, the event, the session and the expiry here, and spends it once in the
//   database (a reused token is refused there).
// Sessions are bound by a hash of the browser's session key, never the key itself. Both name the room (each
// waiting room an organizer turns on is a new room, with its own id): a token of an earlier room of the
// same event, or of another event, is refused.
import { createHash, timingSafeEqual } from 'node:crypto'
import { hmacSha256 } from '@/core/shared/hmac-sha256'

export type PlaceClaims = {
  eventId: number
  roomId: string
  entryId: string
  session: string
  /** The place's position in line when the token was signed; absent in the pre-queue (p1 tokens). */
  position?: number
}
export type AdmissionClaims = { eventId: number; roomId: string; entryId: string; session: string; expiresAtMs: number }

export type AdmissionVerdict =
  | { ok: true; claims: AdmissionClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'other_event' | 'other_room' | 'other_session' | 'expired' }

/** The hash a token carries for a browser's session key (16 bytes of SHA-256, base64url). */
export function hashQueueSession(sessionKey: string): string {
  return createHash('sha256').update(`queue-session:${sessionKey}`).digest().subarray(0, 16).toString('base64url')
}

function sign(secret: string, kind: 'place' | 'admission', body: string): string {
  return hmacSha256(secret, `${kind}:${body}`).toString('base64url')
}

function signatureMatches(secret: string, kind: 'place' | 'admission', body: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, kind, body))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function splitToken(token: string): { body: string; signature: string; fields: string[] } | null {
  if (token.length > 300) return null
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const body = token.slice(0, dot)
  let decoded: string
  try {
    decoded = Buffer.from(body, 'base64url').toString('utf8')
  } catch {
    return null
  }
  return { body, signature: token.slice(dot + 1), fields: decoded.split('|') }
}

// Entry and room ids are random base64url text: nothing else may travel inside a token's fields.
const RANDOM_ID = /^[A-Za-z0-9_-]{8,40}$/

export function signPlaceToken(secret: string, claims: PlaceClaims): string {
  // A pre-queue place's token stays p1, so the same browser joining again before the shuffle gets the same token.
  const fields = claims.position === undefined ? ['p1', claims.eventId, claims.roomId, claims.entryId, claims.session] : ['p2', claims.eventId, claims.roomId, claims.entryId, claims.session, claims.position]
  const body = Buffer.from(fields.join('|')).toString('base64url')
  return `${body}.${sign(secret, 'place', body)}`
}

/** The place a token names, or null when it is not one of ours, names another event or another session. */
export function readPlaceToken(secret: string, token: string, expected: { eventId: number; roomId: string; session: string }): PlaceClaims | null {
  const parts = splitToken(token)
  if (!parts || !signatureMatches(secret, 'place', parts.body, parts.signature)) return null
  const [version, eventId, roomId, entryId, session, position] = parts.fields
  const shape = version === 'p1' ? parts.fields.length === 5 : version === 'p2' && parts.fields.length === 6 && /^[1-9][0-9]{0,9}$/.test(position ?? '')
  if (!shape || !entryId || !RANDOM_ID.test(entryId) || !session) return null
  if (Number(eventId) !== expected.eventId || roomId !== expected.roomId || session !== expected.session) return null
  return { eventId: expected.eventId, roomId, entryId, session, ...(version === 'p2' ? { position: Number(position) } : {}) }
}

export function signAdmissionToken(secret: string, claims: AdmissionClaims): string {
  const body = Buffer.from(['a1', claims.eventId, claims.roomId, claims.entryId, claims.session, claims.expiresAtMs].join('|')).toString('base64url')
  return `${body}.${sign(secret, 'admission', body)}`
}

/** Checks an admission token's signature, event, session and expiry (its single use is the database's). */
export function verifyAdmissionToken(
  secret: string,
  token: string,
  expected: { eventId: number; roomId: string; session: string; nowMs: number },
): AdmissionVerdict {
  const parts = splitToken(token)
  if (!parts) return { ok: false, reason: 'malformed' }
  if (!signatureMatches(secret, 'admission', parts.body, parts.signature)) return { ok: false, reason: 'forged' }
  const [version, eventId, roomId, entryId, session, expiresAt] = parts.fields
  if (version !== 'a1' || parts.fields.length !== 6 || !entryId || !RANDOM_ID.test(entryId) || !roomId || !session) return { ok: false, reason: 'malformed' }
  if (Number(eventId) !== expected.eventId) return { ok: false, reason: 'other_event' }
  if (roomId !== expected.roomId) return { ok: false, reason: 'other_room' }
  if (session !== expected.session) return { ok: false, reason: 'other_session' }
  const expiresAtMs = Number(expiresAt)
  if (!Number.isFinite(expiresAtMs) || expiresAtMs <= expected.nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { eventId: expected.eventId, roomId, entryId, session, expiresAtMs } }
}
