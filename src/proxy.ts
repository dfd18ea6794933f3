// Runs before every page (Next.js 16 "proxy", formerly middleware). The HTTP policy (CSRF, security
// headers, forwarded headers, undecodable paths) is applied before Next.js sees a request, by our server
// (scripts/serve.ts with src/server/http/request-policy.ts); what is left here needs Next.js's routing.
import { NextResponse, type NextRequest } from 'next/server'
import { computeUnprefixedPath } from '@/core/i18n/locale-info'
import { REQUEST_PATHNAME_HEADER } from '@/core/search/search-bar-settings'
import { siteLocaleInfo } from '@/server/site-locale-info'

function withPathname(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return url
}

export function proxy(request: NextRequest) {
  // With a language subdirectory, /{prefix}/about/ is the About page: the URL keeps the prefix.
  const unprefixed = computeUnprefixedPath(request.nextUrl.pathname, siteLocaleInfo())
  // The root layout learns the page's address from this header (its search bar shows a results page's
  // search, spec §3); set on every request, so a value sent by the client never reaches it.
  const forwarded = new Headers(request.headers)
  forwarded.set(REQUEST_PATHNAME_HEADER, request.nextUrl.pathname)
  return unprefixed === null
    ? NextResponse.next({ request: { headers: forwarded } })
    : NextResponse.rewrite(withPathname(request, unprefixed), { request: { headers: forwarded } })
}

export const config = {
  // Static files, images and the API need neither.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|home/_next/image|api/|home/api/).*)'],
}
