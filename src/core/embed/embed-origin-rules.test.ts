import { expect, test } from 'vitest'
import { isAppError } from '@/core/shared/app-error'
import { assertEmbedOrigins, computeFrameAncestors, MAX_EMBED_ORIGINS, normaliseEmbedOrigin } from './embed-origin-rules'

test('A site is kept as the browser writes its origin: lower case, no default port, no trailing slash', () => {
  expect(normaliseEmbedOrigin(' https://Example.ORG/ ')).toEqual({ origin: 'https://example.org' })
  expect(normaliseEmbedOrigin('https://shop.example.org:443')).toEqual({ origin: 'https://shop.example.org' })
  expect(normaliseEmbedOrigin('https://example.org:8443')).toEqual({ origin: 'https://example.org:8443' })
  expect(normaliseEmbedOrigin('https://bücher.example')).toEqual({ origin: 'https://xn--bcher-kva.example' })
})

test('Plain http is allowed only for trying the embed on one’s own machine', () => {
  expect(normaliseEmbedOrigin('http://localhost:8080')).toEqual({ origin: 'http://localhost:8080' })
  expect(normaliseEmbedOrigin('http://127.0.0.1:5500')).toEqual({ origin: 'http://127.0.0.1:5500' })
  expect(normaliseEmbedOrigin('http://example.org')).toHaveProperty('error')
})

test('Pages, wildcards, other schemes, credentials and junk are refused with a reason', () => {
  for (const text of ['https://example.org/tickets', 'https://example.org/?a=1', 'https://example.org/#x', 'https://*.example.org', 'ftp://example.org', 'javascript:alert(1)', 'https://user:pw@example.org', 'example.org', '', `https://${'a'.repeat(200)}.org`]) {
    expect(normaliseEmbedOrigin(text), text).toHaveProperty('error')
  }
})

test('A list is normalised without repeats, and each bad entry is named by its place', () => {
  expect(assertEmbedOrigins(['https://a.example', 'https://A.example/', 'https://b.example'])).toEqual(['https://a.example', 'https://b.example'])
  try {
    assertEmbedOrigins(['https://a.example', 'https://a.example/page', 'nope'])
    expect.unreachable()
  } catch (error) {
    expect(isAppError(error) && error.code).toBe('INVALID_ARGUMENT')
    expect(isAppError(error) && Object.keys(error.argumentErrors ?? {})).toEqual(['origins[1]', 'origins[2]'])
  }
  expect(() => assertEmbedOrigins(Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://s${i}.example`))).toThrow(/at most/)
})

test('The frame-ancestors list names the sites, or none at all when there are none', () => {
  expect(computeFrameAncestors([])).toBe("'none'")
  expect(computeFrameAncestors(['https://a.example', 'http://localhost:8080'])).toBe('https://a.example http://localhost:8080')
})
