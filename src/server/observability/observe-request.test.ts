import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { currentRequestContext, noteRequestUser } from '@/core/shared/request-context'
import { renderMetrics } from '@/core/shared/metrics'
import { createCacheRegistry } from '@/server/cache-registry'
import { createAddressMatcher } from '@/server/http/address-list'
import { createRoutePatterns } from '@/server/http/route-patterns'
import { createLogger } from './logger'
import { answerMetrics } from './metrics-endpoint'
import { createRequestObserver } from './observe-request'

// A real HTTP server observed the way scripts/serve.ts observes Next.js: the handler reports what it saw.
async function startObservedServer(options: { trustedProxies?: string[]; metricsToken?: string; metricsAddresses?: string[]; contextFree?: (req: http.IncomingMessage) => boolean } = {}) {
  const lines: Record<string, unknown>[] = []
  const log = createLogger({ level: 'info', pretty: false, destination: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } })
  const observe = createRequestObserver({
    routePatternOf: createRoutePatterns({
      staticRoutes: [{ page: '/healthz', regex: '^/healthz(?:/)?$' }],
      dynamicRoutes: [{ page: '/e/[slug]', regex: '^/e/([^/]+?)(?:/)?$' }],
    }),
    fromTrustedProxy: createAddressMatcher(options.trustedProxies ?? []),
    log,
    recordMetrics: true,
  })
  const access = { token: options.metricsToken, fromAllowedAddress: createAddressMatcher(options.metricsAddresses ?? []) }
  const server = http.createServer((req, res) =>
    observe(req, res, () => {
      if (req.url?.startsWith('/metrics')) {
        void answerMetrics(req, res, access)
        return
      }
      setTimeout(() => {
        if (req.headers['x-sign-in']) noteRequestUser('u-public-1')
        const status = req.url?.includes('missing') ? 404 : 200
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ context: currentRequestContext(), userIdHeader: req.headers['eb-user-id'] ?? null }))
      }, 2)
    }, options.contextFree?.(req)),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, lines, close: () => new Promise((resolve) => server.close(resolve)) }
}

type Seen = { context: { correlationId: string; route: string; languageHint?: string }; userIdHeader: string | null }

test('A well-formed eb-correlation-id is used for the request and returned on the response', async () => {
  const server = await startObservedServer()
  const response = await fetch(`${server.base}/e/jazz-tickets-1/`, { headers: { 'eb-correlation-id': 'client-chosen-id-42', 'eb-lang': 'pt-BR' } })
  const seen = (await response.json()) as Seen
  expect(response.headers.get('eb-correlation-id')).toBe('client-chosen-id-42')
  expect(seen.context).toMatchObject({ correlationId: 'client-chosen-id-42', route: '/e/[slug]', languageHint: 'pt-BR' })
  await server.close()
})

test('Without a usable eb-correlation-id the server makes one and returns it', async () => {
  const server = await startObservedServer()
  const response = await fetch(`${server.base}/e/x/`, { headers: { 'eb-correlation-id': 'bad id\twith tab' } })
  const id = response.headers.get('eb-correlation-id')
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(((await response.json()) as Seen).context.correlationId).toBe(id)
  await server.close()
})

test('Each request writes one log line with correlation id, route, status, duration and user id', async () => {
  const server = await startObservedServer()
  const response = await fetch(`${server.base}/e/jazz-tickets-1/?q=secret`, { headers: { 'x-sign-in': '1' } })
  await response.text()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(server.lines).toHaveLength(1)
  expect(server.lines[0]).toMatchObject({
    level: 'info',
    msg: 'request',
    correlationId: response.headers.get('eb-correlation-id'),
    method: 'GET',
    route: '/e/[slug]',
    path: '/e/jazz-tickets-1/',
    status: 200,
    userId: 'u-public-1',
  })
  expect(server.lines[0]?.durationMs).toEqual(expect.any(Number))
  expect(JSON.stringify(server.lines)).not.toContain('secret')
  await server.close()
})

test('Health probes are not logged at the info level', async () => {
  const server = await startObservedServer()
  await (await fetch(`${server.base}/healthz`)).text()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(server.lines).toHaveLength(0)
  await server.close()
})

test('eb-user-id from an untrusted client is dropped; from a trusted proxy it reaches the handler', async () => {
  const untrusted = await startObservedServer({ trustedProxies: ['10.9.9.9'] })
  const dropped = (await (await fetch(`${untrusted.base}/e/a/`, { headers: { 'eb-user-id': '1' } })).json()) as Seen
  expect(dropped.userIdHeader).toBeNull()
  await untrusted.close()
  const trusted = await startObservedServer({ trustedProxies: ['127.0.0.1'] })
  const kept = (await (await fetch(`${trusted.base}/e/a/`, { headers: { 'eb-user-id': '1' } })).json()) as Seen
  expect(kept.userIdHeader).toBe('1')
  await trusted.close()
})

test('/metrics answers 401 without the token, and Prometheus text with it, counting requests by route pattern', async () => {
  const server = await startObservedServer({ metricsToken: 'a-long-metrics-token-123' })
  await (await fetch(`${server.base}/e/one-tickets-1/`)).text()
  await (await fetch(`${server.base}/e/missing-tickets-2/`)).text()
  const refused = await fetch(`${server.base}/metrics`)
  expect(refused.status).toBe(401)
  expect(await refused.json()).toMatchObject({ error: 'UNAUTHENTICATED' })
  expect((await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-same-len' } })).status).toBe(401)
  const allowed = await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer a-long-metrics-token-123' } })
  expect(allowed.status).toBe(200)
  expect(allowed.headers.get('content-type')).toContain('text/plain')
  const text = await allowed.text()
  expect(text).toMatch(/tessera_http_requests_total\{method="GET",route="\/e\/\[slug\]",status="200"\} \d+/)
  expect(text).toMatch(/tessera_http_requests_total\{method="GET",route="\/e\/\[slug\]",status="404"\} \d+/)
  expect(text).toContain('tessera_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/e/[slug]",status="200"}')
  expect(text).not.toContain('one-tickets-1')
  await server.close()
})

test('/metrics answers a scraper on an allowed address without a token', async () => {
  const server = await startObservedServer({ metricsAddresses: ['127.0.0.1'] })
  expect((await fetch(`${server.base}/metrics`)).status).toBe(200)
  await server.close()
})

test('The metrics API counts holds, orders, payments, refunds and check-ins; caches report hits and misses per cache', async () => {
  const { metrics, reportCacheStats } = await import('@/core/shared/metrics')
  const registry = createCacheRegistry()
  registry.caches.trendingSearches.set('ny', { trending: { active_timeframe: 'day', trending_searches: [] } }, Date.now())
  registry.caches.trendingSearches.get('ny', Date.now())
  registry.caches.trendingSearches.get('london', Date.now())
  reportCacheStats(() => Promise.resolve(registry.stats()))
  metrics.hold('created')
  metrics.order('paid')
  metrics.payment('test', 'succeeded')
  metrics.refund('late_payment')
  metrics.checkIn('already_used')
  const text = await renderMetrics()
  for (const line of [
    'tessera_holds_total{outcome="created"} 1',
    'tessera_orders_total{state="paid"} 1',
    'tessera_payments_total{provider="test",outcome="succeeded"} 1',
    'tessera_refunds_total{reason="late_payment"} 1',
    'tessera_check_ins_total{outcome="already_used"} 1',
    'tessera_cache_lookups_total{cache="trendingSearches",result="hit"} 1',
    'tessera_cache_lookups_total{cache="trendingSearches",result="miss"} 1',
    'tessera_cache_entries{cache="trendingSearches"} 1',
  ]) {
    expect(text).toContain(line)
  }
})

test('A read served outside the async context still gets its correlation id on the response and its log line', async () => {
  const server = await startObservedServer({ contextFree: (req) => req.method === 'GET' && req.url?.startsWith('/api/') === true })
  const read = await fetch(`${server.base}/api/v3/trending/`, { headers: { 'eb-correlation-id': 'read-without-context' } })
  expect(read.headers.get('eb-correlation-id')).toBe('read-without-context')
  // The handler ran outside any request context...
  expect(((await read.json()) as { context?: unknown }).context).toBeUndefined()
  // ...while a write (and a page) runs inside one.
  const write = await fetch(`${server.base}/api/v3/orders/`, { method: 'POST', headers: { 'eb-correlation-id': 'write-with-context' } })
  expect(((await write.json()) as Seen).context.correlationId).toBe('write-with-context')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(server.lines.map((line) => line.correlationId)).toEqual(['read-without-context', 'write-with-context'])
  await server.close()
})
