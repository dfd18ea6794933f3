// A small in-process cache of the home page's HTML, one entry per place (issue 4: "the page may be
// cached per place"). The home page is the same for every visitor of a place: the user-specific parts
// (header account links, likes) load client-side. The proxy answers repeat visits from here and fills
// the cache by rendering the page once per place and minute with an internal request, so a burst of
// visitors costs one render instead of one each. Like a CDN in front of the app, it never stores a
// response rendered for a session: the internal request carries only the place cookie and geo headers.
import { randomUUID } from 'node:crypto'
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE } from '@/core/accounts/session-token'
import { computeGeoFromHeaders } from '@/core/places/geo-headers'
import { env } from '@/env'

export const HOME_CACHE_TTL_MS = 60_000
const MAX_ENTRIES = 500
export const PLACE_COOKIE = 'tessera_place'
const INTERNAL_HEADER = 'x-tessera-home-render'
// Per process and unguessable: only this process's own render requests skip the cache.
const internalToken = randomUUID()
const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto']
const GEO = [
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

type Entry = { html: string; expires: number }
const entries = new Map<string, Entry>()
const rendering = new Map<string, Promise<string | null>>()

export type CacheableRequest = {
  method: string
  pathname: string
  search: string
  header: (name: string) => string | null
  cookie: (name: string) => string | undefined
}

/**
 * The cache key of a home-page request, or null when it must go to the renderer: not a plain GET of `/`
 * for HTML (a query string, a client-router RSC or prefetch request, our own render request).
 */
export function computeHomeCacheKey(request: CacheableRequest): string | null {
  if (request.method !== 'GET' || request.pathname !== '/' || request.search !== '') return null
  if (request.header(INTERNAL_HEADER) !== null) return null
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
  const host = request.header('x-forwarded-host') ?? request.header('host') ?? ''
  return `${host}|${place}|${place ? '' : where}`
}

function isInternal(request: CacheableRequest): boolean {
  return request.header(INTERNAL_HEADER) === internalToken
}

async function render(request: CacheableRequest): Promise<string | null> {
  const headers = new Headers({ accept: 'text/html', [INTERNAL_HEADER]: internalToken })
  for (const name of [...FORWARDED, ...GEO]) {
    const value = request.header(name)
    if (value !== null) headers.set(name, value)
  }
  const place = request.cookie(PLACE_COOKIE)
  if (place) headers.set('cookie', `${PLACE_COOKIE}=${encodeURIComponent(place)}`)
  const response = await fetch(`http://127.0.0.1:${env().port}/`, { headers, redirect: 'manual' })
  if (response.status !== 200) return null
  return response.text()
}

/** The cached HTML for this request (rendering it once if needed), or null to let the app answer. */
export async function getCachedHomeHtml(request: CacheableRequest, now = Date.now()): Promise<string | null> {
  if (isInternal(request)) return null
  const key = computeHomeCacheKey(request)
  if (key === null) return null
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.html
  let pending = rendering.get(key)
  if (!pending) {
    pending = render(request)
      .then((html) => {
        if (html !== null) {
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
          entries.set(key, { html, expires: Date.now() + HOME_CACHE_TTL_MS })
        }
        return html
      })
      .catch(() => null)
      .finally(() => rendering.delete(key))
    rendering.set(key, pending)
  }
  return pending
}
