// A browser, as the limits on holds and payments count it (decision 049): a hash of its CSRF cookie,
// which every non-GET carries (the session cookie is absent for guests). A client that drops the cookie
// cannot write at all, so it cannot shed its count by dropping it. An embedded checkout (decision 070),
// which has no cookie, is counted by its signed session instead: the request policy has already refused
// any that we did not sign or that expired.
import 'server-only'
import { createHash } from 'node:crypto'
import { EMBED_SESSION_HEADER } from '@/core/embed/embed-session'
import { CSRF_COOKIE } from '@/core/shared/csrf'

/** The browser's key: 22 characters of the CSRF cookie's hash; null without the cookie (a bearer-key client). */
export function browserSessionKey(request: Request): string | null {
  const embed = request.headers.get(EMBED_SESSION_HEADER)
  if (embed) return createHash('sha256').update(`embed:${embed}`).digest('base64url').slice(0, 22)
  const cookie = request.headers.get('cookie') ?? ''
  const csrf = cookie.split(/;\s*/).find((c) => c.startsWith(`${CSRF_COOKIE}=`))
  if (!csrf || csrf.length === CSRF_COOKIE.length + 1) return null
  return createHash('sha256').update(csrf).digest('base64url').slice(0, 22)
}
