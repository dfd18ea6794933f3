import type { IncomingMessage, ServerResponse } from 'node:http'
import { expect, test } from 'vitest'
import { createEmbedSession } from '@/core/embed/embed-session'
import { applyRequestPolicy, resolveClientAddress, securityHeaders, siteOrigins, type RequestPolicyConfig } from './request-policy'

const config: RequestPolicyConfig = { siteUrl: 'http://localhost:3000', siteUrlIsLocalDefault: true, trustedProxies: [], dev: false }

test('With no trusted proxy, the client is the socket whatever X-Forwarded-For says', () => {
  expect(resolveClientAddress('203.0.113.9', '1.2.3.4', [])).toBe('203.0.113.9')
  expect(resolveClientAddress('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', [])).toBe('203.0.113.9')
  expect(resolveClientAddress(undefined, '1.2.3.4', [])).toBe('unknown')
})

test('Behind trusted proxies, the client is the last hop that is not one of them', () => {
  const proxies = ['10.0.0.1', '10.0.0.2']
  expect(resolveClientAddress('10.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7')
  // The client wrote the leftmost hop itself; only what our proxies appended counts.
  expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 198.51.100.7, 10.0.0.2', proxies)).toBe('198.51.100.7')
  // A request straight from the internet is not believed even if it names a proxy.
  expect(resolveClientAddress('198.51.100.7', '1.2.3.4', proxies)).toBe('198.51.100.7')
  // Junk in the header stops the walk at the last address we trust.
  expect(resolveClientAddress('10.0.0.1', 'not-an-ip', proxies)).toBe('10.0.0.1')
})

test('A local install is its own origin under its loopback names; a configured SITE_URL only under its own', () => {
  expect(siteOrigins(config)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
  expect(siteOrigins({ siteUrl: 'https://tessera.example', siteUrlIsLocalDefault: false })).toEqual(['https://tessera.example'])
})

test('HSTS is sent only when the site is served over HTTPS', () => {
  const names = (c: RequestPolicyConfig) => securityHeaders('/', 'n', c).map(([name]) => name)
  expect(names(config)).not.toContain('Strict-Transport-Security')
  expect(names({ ...config, siteUrl: 'https://tessera.example', siteUrlIsLocalDefault: false })).toContain('Strict-Transport-Security')
})

test('Pages get a nonce-based script policy without unsafe-inline; only check-in may use the camera', () => {
  const page = Object.fromEntries(securityHeaders('/e/x-tickets-1/', 'abc', config))
  expect(page['Content-Security-Policy']).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
  const scriptDirective = page['Content-Security-Policy']!.split(';').find((d) => d.trim().startsWith('script-src'))
  expect(scriptDirective).not.toContain('unsafe-inline')
  expect(page['Permissions-Policy']).toContain('camera=()')
  const checkIn = Object.fromEntries(securityHeaders('/manage/events/12/check-in/', 'abc', config))
  expect(checkIn['Permissions-Policy']).toContain('camera=(self)')
})

// The embedded checkout (decision 070): its page sets no cookie; its calls carry a signed session instead.
function policyRequest(url: string, method: string, headers: Record<string, string>) {
  const setHeaders = new Map<string, unknown>()
  const req = { url, method, headers: { ...headers }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage
  const res = { setHeader: (name: string, value: unknown) => setHeaders.set(name.toLowerCase(), value) } as unknown as ServerResponse
  return { req, res, setHeaders }
}
const embedConfig: RequestPolicyConfig = { ...config, embedSecret: 'embed-secret' }

test('The embedded checkout page gets a script nonce but no cookie, in any language subdirectory', () => {
  for (const path of ['/embed/checkout/12/', '/de-de/embed/checkout/12/?host=https%3A%2F%2Fa.example&mode=overlay']) {
    const { req, res, setHeaders } = policyRequest(path, 'GET', {})
    const verdict = applyRequestPolicy(req, res, embedConfig)
    expect(verdict.nonce).not.toBeNull()
    expect(setHeaders.has('set-cookie')).toBe(false)
  }
  // Any other page still gets the CSRF cookie on a first visit.
  const { req, res, setHeaders } = policyRequest('/e/x-tickets-12/', 'GET', {})
  applyRequestPolicy(req, res, embedConfig)
  expect(String(setHeaders.get('set-cookie'))).toContain('csrftoken=')
})

test('An embedded checkout’s call passes with its signed session and no cookie, which is dropped if sent', () => {
  const session = createEmbedSession('embed-secret', { eventId: 12, now: new Date() })
  const { req, res, setHeaders } = policyRequest('/api/v3/orders/', 'POST', { origin: 'http://localhost:3000', 'x-tessera-embed': session, cookie: 'session=abc; csrftoken=def' })
  expect(applyRequestPolicy(req, res, embedConfig).refusal).toBeNull()
  expect(req.headers.cookie).toBeUndefined()
  expect(setHeaders.has('set-cookie')).toBe(false)
})

test('An embedded call with a forged or foreign session, or from another site, is refused', () => {
  const forged = createEmbedSession('another-secret', { eventId: 12, now: new Date() })
  const bad = policyRequest('/api/v3/orders/', 'POST', { origin: 'http://localhost:3000', 'x-tessera-embed': forged })
  expect(applyRequestPolicy(bad.req, bad.res, embedConfig).refusal).toMatchObject({ status: 403, body: { error: 'EMBED_SESSION_INVALID' } })
  const session = createEmbedSession('embed-secret', { eventId: 12, now: new Date() })
  const crossSite = policyRequest('/api/v3/orders/', 'POST', { origin: 'https://evil.example', 'x-tessera-embed': session })
  expect(applyRequestPolicy(crossSite.req, crossSite.res, embedConfig).refusal).toMatchObject({ status: 403, body: { error: 'CSRF_FAILED' } })
  // A server that knows no embed secret takes no embedded call at all.
  const unknown = policyRequest('/api/v3/orders/', 'POST', { origin: 'http://localhost:3000', 'x-tessera-embed': session })
  expect(applyRequestPolicy(unknown.req, unknown.res, config).refusal).toMatchObject({ status: 403, body: { error: 'EMBED_SESSION_INVALID' } })
})
