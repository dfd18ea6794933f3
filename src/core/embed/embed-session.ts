// The embedded checkout's session (issue 41, decision 070). Inside a frame on another site the browser may
// keep no cookies at all (third-party cookies blocked), so the framed page carries a signed token instead,
// minted when the page is rendered and sent by its script in the `X-Tessera-Embed` header. It stands where
// the CSRF cookie stands for our own pages: it proves the request comes from a checkout page we rendered
// (a browser never adds a custom header across sites by itself), and its random part is the "browser" the
// hold and payment limits count (decision 049). It grants nothing else: an embedded request carries no
// session, so it buys as a guest whose order is reached by the order's own signed token.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const EMBED_SESSION_HEADER = 'x-tessera-embed'

/** Long enough for a slow checkout with a 3-D Secure step; a page left open longer is reloaded. */
export const EMBED_SESSION_LIFETIME_MS = 3 * 60 * 60 * 1000

const TOKEN = /^e1\.(\d{1,12})\.([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url')
}

/** A new token for the checkout of `eventId`, valid for three hours from `now`. */
export function createEmbedSession(secret: string, input: { eventId: number; now: Date }): string {
  const expires = Math.floor((input.now.getTime() + EMBED_SESSION_LIFETIME_MS) / 1000).toString(36)
  const body = `e1.${input.eventId}.${expires}.${randomBytes(16).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

export type EmbedSession = { eventId: number; expiresAt: Date }

/** The token's event and expiry when we signed it and it has not expired; null otherwise. */
export function verifyEmbedSession(secret: string, token: string, now: Date): EmbedSession | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const body = token.slice(0, token.lastIndexOf('.'))
  const given = Buffer.from(match[4]!)
  const expected = Buffer.from(sign(secret, body))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const expiresAt = new Date(parseInt(match[2]!, 36) * 1000)
  if (expiresAt.getTime() <= now.getTime()) return null
  return { eventId: Number(match[1]), expiresAt }
}
