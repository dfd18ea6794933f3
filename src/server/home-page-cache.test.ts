import { expect, test } from 'vitest'
import { computeHomeCacheKey, createHomePageCache, withNonce, type CacheableRequest } from './home-page-cache'

function request(over: Partial<CacheableRequest> & { headers?: Record<string, string>; cookies?: Record<string, string> } = {}): CacheableRequest {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml', host: 'tessera.example', ...over.headers }
  const cookies = over.cookies ?? {}
  return {
    method: over.method ?? 'GET',
    pathname: over.pathname ?? '/',
    search: over.search ?? '',
    header: (name) => headers[name] ?? null,
    cookie: (name) => cookies[name],
  }
}

test('Home page visits are cached per picked place, else per geo guess', () => {
  expect(computeHomeCacheKey(request({ cookies: { tessera_place: 'united-kingdom--london' } }))).toBe(
    'united-kingdom--london|',
  )
  expect(computeHomeCacheKey(request({ headers: { 'cf-ipcountry': 'DE' } }))).toBe('|DE')
  expect(
    computeHomeCacheKey(request({ headers: { 'cf-iplatitude': '41.8781', 'cf-iplongitude': '-87.6298' } })),
  ).toBe('|41.88,-87.63')
  expect(computeHomeCacheKey(request())).toBe('|')
})

test('Anything but a plain HTML GET of the home page goes to the renderer', () => {
  expect(computeHomeCacheKey(request({ method: 'POST' }))).toBeNull()
  expect(computeHomeCacheKey(request({ pathname: '/about/' }))).toBeNull()
  expect(computeHomeCacheKey(request({ search: '?from=mail' }))).toBeNull()
  expect(computeHomeCacheKey(request({ headers: { rsc: '1' } }))).toBeNull()
  expect(computeHomeCacheKey(request({ headers: { accept: 'application/json' } }))).toBeNull()
})

test('A signed-in visitor always gets a page rendered for them', () => {
  expect(computeHomeCacheKey(request({ cookies: { tessera_session: 'token' } }))).toBeNull()
  expect(computeHomeCacheKey(request({ cookies: { '__Host-tessera_session': 'token' } }))).toBeNull()
})

test('Forwarded host and scheme headers do not shape the cached page (issue 21 finding 4)', () => {
  const plain = computeHomeCacheKey(request())
  expect(computeHomeCacheKey(request({ headers: { 'x-forwarded-proto': 'https://evil.example/?' } }))).toBe(plain)
  expect(computeHomeCacheKey(request({ headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' } }))).toBe(plain)
})

test('Each answer from the cache carries its own script nonce, never the one it was rendered with', () => {
  const page = { html: '<script nonce="render-nonce">a</script><script nonce="render-nonce" src="/x.js"></script>', nonce: 'render-nonce' }
  expect(withNonce(page, 'fresh')).toBe('<script nonce="fresh">a</script><script nonce="fresh" src="/x.js"></script>')
})

test('Cached home pages expire after their freshness and can be cleared', () => {
  const cache = createHomePageCache(60_000, 2)
  cache.set('a', { html: 'A', nonce: 'n' }, 0)
  expect(cache.get('a', 59_999)?.html).toBe('A')
  expect(cache.get('a', 60_000)).toBeUndefined()
  cache.set('b', { html: 'B', nonce: 'n' }, 0)
  cache.set('c', { html: 'C', nonce: 'n' }, 0)
  cache.set('d', { html: 'D', nonce: 'n' }, 0)
  expect(cache.get('b', 1)).toBeUndefined()
  cache.clear()
  expect(cache.get('d', 1)).toBeUndefined()
})
