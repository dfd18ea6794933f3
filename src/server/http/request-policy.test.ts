import { expect, test } from 'vitest'
import { resolveClientAddress, securityHeaders, siteOrigins, type RequestPolicyConfig } from './request-policy'

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
