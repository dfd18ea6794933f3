import 'server-only'
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from '@/core/accounts/session-token'

/** The session token from a request's cookies, whichever of the two cookie names carries it. */
export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get('cookie')
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
