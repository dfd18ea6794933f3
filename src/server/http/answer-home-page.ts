// Answers plain visits of the home page from the home HTML cache (src/server/home-page-cache.ts), filling
// an entry by rendering the page in process (render-in-process.ts): no loopback request, no secret header.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import { computeUnprefixedPath } from '@/core/i18n/locale-info'
import { computeHomeCacheKey, createHomePageAnswerer, GEO_HEADERS, PLACE_COOKIE, withNonce, type CacheableRequest, type HomeHtml, type HomePageCache } from '@/server/home-page-cache'
import { chooseContentEncoding } from '@/server/fast-lane/content-encoding'
import { siteLocaleInfo } from '@/server/site-locale-info'
import { cookieValue, pageContentSecurityPolicy } from './request-policy'
import { renderInProcess, type NodeHandler } from './render-in-process'

// Cookie values as the browser set them (the place slug may be percent-encoded).
function decodedCookie(header: string | undefined, name: string): string | undefined {
  const raw = cookieValue(header, name)
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function cacheableRequest(req: IncomingMessage): CacheableRequest {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  const header = (name: string) => {
    const value = req.headers[name]
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null)
  }
  return {
    method: req.method ?? 'GET',
    pathname: computeUnprefixedPath(pathname, siteLocaleInfo()) ?? pathname,
    search: query < 0 ? '' : url.slice(query),
    header,
    cookie: (name) => decodedCookie(req.headers.cookie, name),
  }
}

/**
 * Renders the home page as a first-time visitor of this place would see it: only the place cookie and the
 * geo headers are passed on (never a session or the client's other headers), with a nonce of its own.
 */
async function renderHome(handle: NodeHandler, req: IncomingMessage, dev: boolean): Promise<HomeHtml | null> {
  const nonce = randomBytes(16).toString('base64url')
  const headers: Record<string, string> = {
    host: req.headers.host ?? 'localhost',
    accept: 'text/html',
    'x-forwarded-for': '127.0.0.1',
    'content-security-policy': pageContentSecurityPolicy(nonce, dev),
  }
  for (const name of GEO_HEADERS) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const place = decodedCookie(req.headers.cookie, PLACE_COOKIE)
  if (place) headers.cookie = `${PLACE_COOKIE}=${encodeURIComponent(place)}`
  const page = await renderInProcess(handle, req.url ?? '/', headers)
  return page.status === 200 ? { html: page.body, nonce } : null
}

export type HomePageResponder = {
  cache: HomePageCache
  /** True when it answered `req` from the cache; false leaves it to Next.js (not cacheable, render failed). */
  answer(req: IncomingMessage, res: ServerResponse, nonce: string | null): Promise<boolean>
}

export function createHomePageResponder(handle: NodeHandler, cache: HomePageCache, dev: boolean): HomePageResponder {
  const cachedHomePage = createHomePageAnswerer(cache)
  return {
    cache,
    async answer(req, res, nonce) {
      if (nonce === null) return false
      const key = computeHomeCacheKey(cacheableRequest(req), siteLocaleInfo().locale)
      if (key === null) return false
      const page = await cachedHomePage(key, () => renderHome(handle, req, dev))
      if (page === null) return false
      // Each answer has its own nonce, so its bytes differ: compressed per answer, quickly (as Next.js
      // would compress the page it rendered), since the uncompressed page is several times larger.
      const html = Buffer.from(withNonce(page, nonce))
      const encoding = chooseContentEncoding(req.headers['accept-encoding'])
      const body =
        encoding === 'br'
          ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(html, { level: 6 })
            : html
      if (encoding) res.setHeader('Content-Encoding', encoding)
      res.setHeader('Vary', 'Accept-Encoding')
      res.statusCode = 200
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('Content-Length', body.length)
      res.end(body)
      return true
    },
  }
}
