// Runs before every route (Next.js 16 "proxy", formerly middleware): issues the readable CSRF cookie
// and refuses non-GET requests that fail the CSRF check (spec §7, ARCHITECTURE §8).
import { NextResponse, type NextRequest } from 'next/server'
import { computeUnprefixedPath } from '@/core/i18n/locale-info'
import { REQUEST_PATHNAME_HEADER } from '@/core/search/search-bar-settings'
import { checkCsrf, createCsrfToken, CSRF_COOKIE, CSRF_HEADER, csrfSetCookie } from '@/core/shared/csrf'
import { getCachedHomeHtml } from '@/server/home-page-cache'
import { requestOrigin } from '@/server/request-origin'
import { siteLocaleInfo } from '@/server/site-locale-info'

// A path that is not valid percent-encoded UTF-8 cannot name any page; Next.js would fail decoding its
// dynamic segments with a 500 (e.g. /e/%E0%A4%A/), so it is refused here as a bad request.
function hasMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const PAYMENT_CALLBACK_PATH = '/api/v3/payments/callback/'

function withPathname(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return url
}

export async function proxy(request: NextRequest) {
  if (hasMalformedPath(request.nextUrl.pathname)) {
    return new NextResponse('Bad request: the address is not valid percent-encoded text.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const cookieToken = request.cookies.get(CSRF_COOKIE)?.value
  // The payment provider's callback carries no cookie: its HMAC signature is checked instead (issue 19).
  const verdict = request.nextUrl.pathname === PAYMENT_CALLBACK_PATH ? { ok: true as const } : checkCsrf({
    method: request.method,
    cookieToken,
    headerToken: request.headers.get(CSRF_HEADER),
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    selfOrigin: requestOrigin(request),
  })
  // With a language subdirectory, /{prefix}/about/ is the About page: the URL keeps the prefix.
  const unprefixed = computeUnprefixedPath(request.nextUrl.pathname, siteLocaleInfo())
  // The home page is the same for every visitor of a place: repeat visits are answered from its cache.
  const cachedHome = verdict.ok
    ? await getCachedHomeHtml({
        method: request.method,
        pathname: unprefixed ?? request.nextUrl.pathname,
        search: request.nextUrl.search,
        header: (name) => request.headers.get(name),
        cookie: (name) => request.cookies.get(name)?.value,
      })
    : null
  // The root layout learns the page's address from this header (its search bar shows a results page's
  // search, spec §3); set on every request, so a value sent by the client never reaches it.
  const forwarded = new Headers(request.headers)
  forwarded.set(REQUEST_PATHNAME_HEADER, request.nextUrl.pathname)
  const response = cachedHome
    ? new NextResponse(cachedHome, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        },
      })
    : verdict.ok
      ? unprefixed === null
        ? NextResponse.next({ request: { headers: forwarded } })
        : NextResponse.rewrite(withPathname(request, unprefixed), { request: { headers: forwarded } })
      : NextResponse.json({ error: 'CSRF_FAILED', error_description: verdict.reason }, { status: 403 })
  if (!cookieToken) {
    response.headers.append(
      'set-cookie',
      csrfSetCookie(createCsrfToken(), { secure: request.nextUrl.protocol === 'https:' }),
    )
  }
  return response
}

export const config = {
  // Static files and images never need the cookie or the check.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|home/_next/image).*)'],
}
