import 'server-only'
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE, sessionCookieName } from '@/core/accounts/session-token'
import { requestOrigin } from './http/request-policy'

/** The session token from a request's cookies, whichever of the two cookie names carries it. */
export function readSessionToken(request: Request): string | undefined {
  return sessionTokenFromCookieHeader(request.headers.get('cookie'))
}

export function sessionTokenFromCookieHeader(header: string | null): string | undefined {
  if (!header) return undefined
  let local: string | undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (name === SESSION_COOKIE_SECURE) return value
    if (name === SESSION_COOKIE_LOCAL) local = value
  }
  return local
}

// ARCHITECTURE §8: HttpOnly, SameSite=Lax; `__Host-` and Secure whenever we are served over HTTPS.
function isSecure(): boolean {
  return requestOrigin().startsWith('https:')
}

/**
 * The Set-Cookie value that stores a new session token. Max-Age, which browsers prefer to Expires, counts
 * from the browser's own clock: a browser whose clock disagrees with ours still keeps the session for its
 * whole life (Expires stays for clients without Max-Age).
 */
export function sessionSetCookie(_request: Request, token: string, expiresAt: Date): string {
  const secure = isSecure()
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000))
  return `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}; Expires=${expiresAt.toUTCString()}${secure ? '; Secure' : ''}`
}

/** The Set-Cookie value that removes the session cookie. */
export function sessionClearCookie(_request: Request): string {
  const secure = isSecure()
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`
}

/**
 * Runs a JSON handler that opens a session and, when it succeeds, adds the session cookie to its response
 * (sign-up and sign-in share this).
 */
export async function respondWithNewSession(
  request: Request,
  handle: (setSession: (session: { token: string; expiresAt: Date }) => void) => (request: Request) => Promise<Response>,
): Promise<Response> {
  let cookie: string | undefined
  const response = await handle((session) => {
    cookie = sessionSetCookie(request, session.token, session.expiresAt)
  })(request)
  if (cookie) response.headers.append('Set-Cookie', cookie)
  return response
}
