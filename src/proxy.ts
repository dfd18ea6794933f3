// Runs before every page (Next.js 16 "proxy", formerly middleware). The HTTP policy (CSRF, security
// headers, forwarded headers, undecodable paths) is applied before Next.js sees a request, by our server
// (scripts/serve.ts with src/server/http/request-policy.ts); what is left here needs Next.js's routing:
// the page's language (decision 033).
import { NextResponse, type NextRequest } from 'next/server'
import {
  CHOOSE_LOCALE_PARAM,
  computeChosenLocalePath,
  computeLocaleSuggestion,
  computePageLocale,
  computeRememberedLocale,
  computeRememberedRedirect,
  LOCALE_COOKIE,
  PAGE_LOCALE_HEADER,
  SUGGESTED_LOCALE_HEADER,
} from '@/core/i18n/page-locale'
import { REQUEST_PATHNAME_HEADER } from '@/core/search/search-bar-settings'
import { siteLocaleInfo } from '@/server/site-locale-info'

function withPathname(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return url
}

// A year, as the footer's selector always remembered it.
const LOCALE_COOKIE_MAX_AGE = 31_536_000

export function proxy(request: NextRequest) {
  const site = siteLocaleInfo()
  const { pathname } = request.nextUrl
  // ?choose_locale=de_DE (the footer's selector, the suggestion's links): remember it, open the page in it.
  const chosen = request.nextUrl.searchParams.get(CHOOSE_LOCALE_PARAM)
  if (chosen !== null) {
    const target = request.nextUrl.clone()
    target.searchParams.delete(CHOOSE_LOCALE_PARAM)
    const path = computeChosenLocalePath(pathname, chosen, site)
    if (path) target.pathname = path
    const response = NextResponse.redirect(target, 303)
    if (path) response.cookies.set(LOCALE_COOKIE, chosen, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
    return response
  }
  // A visitor who chose a language in the footer gets it on the root's pages too (issue 25 "Switching").
  const remembered = computeRememberedLocale(request.cookies.get(LOCALE_COOKIE)?.value, site)
  const redirectTo = computeRememberedRedirect(pathname, remembered, site)
  if (redirectTo) return NextResponse.redirect(withPathname(request, redirectTo), 307)
  // /de-de/about/ is the About page in German: the URL keeps its subdirectory, Next.js routes /about/.
  // /{locale}/d/… keeps its own [locale] route, which puts the locale in every link it builds.
  const page = computePageLocale(pathname, site)
  const rewrite = page.prefix !== '' && page.unprefixedPath !== '/d' && !page.unprefixedPath.startsWith('/d/')
  // The root layout learns the page's address and language from these headers (its search bar shows a
  // results page's search, spec §3); set on every request, so a value sent by the client never reaches it.
  const forwarded = new Headers(request.headers)
  forwarded.set(REQUEST_PATHNAME_HEADER, pathname)
  forwarded.set(PAGE_LOCALE_HEADER, page.locale)
  const suggestion = computeLocaleSuggestion(request.headers.get('accept-language'), page.locale, remembered)
  if (suggestion) forwarded.set(SUGGESTED_LOCALE_HEADER, suggestion)
  else forwarded.delete(SUGGESTED_LOCALE_HEADER)
  return rewrite
    ? NextResponse.rewrite(withPathname(request, page.unprefixedPath), { request: { headers: forwarded } })
    : NextResponse.next({ request: { headers: forwarded } })
}

export const config = {
  // Static files, images and the API need neither.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|home/_next/image|api/|home/api/).*)'],
}
