// Session tokens (ARCHITECTURE §8): 256 random bits in an HttpOnly cookie, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE_LOCAL = 'tessera_session'
// `__Host-` pins the cookie to our host, path / and HTTPS; browsers refuse it on plain http://localhost.
export const SESSION_COOKIE_SECURE = '__Host-tessera_session'

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE_SECURE : SESSION_COOKIE_LOCAL
}

export function createSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Sessions last 30 days from sign-in. */
export const SESSION_DAYS = 30
