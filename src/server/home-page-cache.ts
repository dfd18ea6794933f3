// A small in-process cache of the home page's HTML, one entry per place (issue 4: "the page may be
// cached per place"). The home page is the same for every visitor of a place: the user-specific parts
// (header account links, likes) load client-side. Our server (scripts/serve.ts) answers repeat visits
// from here and fills an entry by rendering the page once per place and minute in process, so a burst of
// visitors costs one render instead of one each. Like a CDN in front of the app, it never stores a
// response rendered for a session: the render request carries only the place cookie and geo headers.
//
// Everything that shapes the page is in the key (issue 21 finding 4): the place cookie and the geo
// guess. The site's origin, which the page's links are built from, comes from SITE_URL, not the request.
// The script nonce differs per response: the entry keeps the nonce it was rendered with, and each answer
// swaps in its own.
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from '@/core/accounts/session-token'
import { DEFAULT_LOCALE } from '@/core/i18n/locale-info'
import { computeLocaleSuggestion, LOCALE_COOKIE } from '@/core/i18n/page-locale'
import { computeGeoFromHeaders } from '@/core/places/geo-headers'

export const HOME_CACHE_TTL_MS = 60_000
const MAX_ENTRIES = 500
export const PLACE_COOKIE = 'tessera_place'
/** The request headers that may shape the home page: they are copied onto the render request. */
export const GEO_HEADERS = [
  'cf-iplatitude',
  'cf-iplongitude',
  'x-vercel-ip-latitude',
  'x-vercel-ip-longitude',
  'cloudfront-viewer-latitude',
  'cloudfront-viewer-longitude',
  'fastly-geo-latitude',
  'fastly-geo-longitude',
  'x-geo-latitude',
  'x-geo-longitude',
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'fastly-geo-country',
  'x-geo-country',
]

export type CacheableRequest = {
  method: string
  pathname: string
  search: string
  header: (name: string) => string | null
  cookie: (name: string) => string | undefined
}

/** A rendered home page and the script nonce it was rendered with. */
export type HomeHtml = { html: string; nonce: string }

/**
 * The cache key of a home-page request, or null when it must go to the renderer: not a plain GET of `/`
 * for HTML (a query string, a client-router RSC or prefetch request) or a signed-in visitor.
 */
export function computeHomeCacheKey(request: CacheableRequest, siteLocale: string = DEFAULT_LOCALE): string | null {
  if (request.method !== 'GET' || request.pathname !== '/' || request.search !== '') return null
  // A visitor who chose another language is sent to it, and one whose browser prefers another is offered
  // it (decision 033): both are rendered for them, the cache holds the page as a first visit sees it.
  const remembered = request.cookie(LOCALE_COOKIE)
  if (remembered !== undefined && remembered !== siteLocale) return null
  if (computeLocaleSuggestion(request.header('accept-language'), siteLocale, remembered) !== null) return null
  if (request.header('rsc') !== null || request.header('next-router-prefetch') !== null) return null
  if (!(request.header('accept') ?? '').includes('text/html')) return null
  // A signed-in visitor's page shows their own likes: it is rendered for them, never shared.
  if (request.cookie(SESSION_COOKIE_LOCAL) !== undefined || request.cookie(SESSION_COOKIE_SECURE) !== undefined) return null
  const place = request.cookie(PLACE_COOKIE) ?? ''
  // Visitors the geo headers place alike share an entry; coordinates are rounded to about a kilometre.
  const geo = computeGeoFromHeaders((name) => request.header(name))
  const where =
    geo === null
      ? ''
      : 'countryCode' in geo
        ? geo.countryCode
        : `${geo.latitude.toFixed(2)},${geo.longitude.toFixed(2)}`
  return `${place}|${place ? '' : where}`
}

/** The home HTML cache: a get/set/clear by key, fresh for a minute, at most 500 entries (oldest out first). */
export type HomePageCache = {
  get(key: string, now?: number): HomeHtml | undefined
  set(key: string, value: HomeHtml, now?: number): void
  clear(): void
  stats(): { hits: number; misses: number; size: number }
}

export function createHomePageCache(ttlMs = HOME_CACHE_TTL_MS, maxEntries = MAX_ENTRIES): HomePageCache {
  const entries = new Map<string, HomeHtml & { expires: number }>()
  let hits = 0
  let misses = 0
  return {
    get(key, now = Date.now()) {
      const hit = entries.get(key)
      if (hit && hit.expires > now) {
        hits++
        return hit
      }
      misses++
      return undefined
    },
    set(key, value, now = Date.now()) {
      entries.delete(key)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, { ...value, expires: now + ttlMs })
    },
    clear() {
      entries.clear()
    },
    stats: () => ({ hits, misses, size: entries.size }),
  }
}

/**
 * The cached home page for `key`, rendering it with `render` when missing (one render per key at a time),
 * or null when the render did not give a page (the app then answers the request itself).
 */
export function createHomePageAnswerer(cache: HomePageCache) {
  const rendering = new Map<string, Promise<HomeHtml | null>>()
  return async function cachedHomePage(key: string, render: () => Promise<HomeHtml | null>): Promise<HomeHtml | null> {
    const hit = cache.get(key)
    if (hit) return hit
    let pending = rendering.get(key)
    if (!pending) {
      pending = render()
        .then((page) => {
          if (page !== null) cache.set(key, page)
          return page
        })
        .catch(() => null)
        .finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }
}

/** The page's HTML for one response: the render's nonce replaced by this response's own. */
export function withNonce(page: HomeHtml, nonce: string): string {
  return page.html.replaceAll(page.nonce, nonce)
}
