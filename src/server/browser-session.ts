// A browser, as the limits on holds and payments count it (decision 049): a hash of its CSRF cookie,
// which every non-GET carries (the session cookie is absent for guests). A client that drops the cookie
// cannot write at all, so it cannot shed its count by dropping it.
import 'server-only'
import { createHash } from 'node:crypto'
import { CSRF_COOKIE } from '@/core/shared/csrf'

/** The browser's key: 22 characters of the CSRF cookie's hash; null without the cookie (a bearer-key client). */
export function browserSessionKey(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? ''
  const csrf = cookie.split(/;\s*/).find((c) => c.startsWith(`${CSRF_COOKIE}=`))
  if (!csrf || csrf.length === CSRF_COOKIE.length + 1) return null
  return createHash('sha256').update(csrf).digest('base64url').slice(0, 22)
}
