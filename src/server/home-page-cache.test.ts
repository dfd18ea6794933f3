import { expect, test } from 'vitest'
import { computeHomeCacheKey, type CacheableRequest } from './home-page-cache'

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
    'tessera.example|united-kingdom--london|',
  )
  expect(computeHomeCacheKey(request({ headers: { 'cf-ipcountry': 'DE' } }))).toBe('tessera.example||DE')
  expect(
    computeHomeCacheKey(request({ headers: { 'cf-iplatitude': '41.8781', 'cf-iplongitude': '-87.6298' } })),
  ).toBe('tessera.example||41.88,-87.63')
  expect(computeHomeCacheKey(request())).toBe('tessera.example||')
})

test('Anything but a plain HTML GET of the home page goes to the renderer', () => {
  expect(computeHomeCacheKey(request({ method: 'POST' }))).toBeNull()
  expect(computeHomeCacheKey(request({ pathname: '/about/' }))).toBeNull()
  expect(computeHomeCacheKey(request({ search: '?from=mail' }))).toBeNull()
  expect(computeHomeCacheKey(request({ headers: { rsc: '1' } }))).toBeNull()
  expect(computeHomeCacheKey(request({ headers: { accept: 'application/json' } }))).toBeNull()
  expect(computeHomeCacheKey(request({ headers: { 'x-tessera-home-render': 'guess' } }))).toBeNull()
})

test('A signed-in visitor always gets a page rendered for them', () => {
  expect(computeHomeCacheKey(request({ cookies: { tessera_session: 'token' } }))).toBeNull()
  expect(computeHomeCacheKey(request({ cookies: { '__Host-tessera_session': 'token' } }))).toBeNull()
})
