import { expect, test, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { embedPageContentSecurityPolicy, matchEmbedPage } = await import('./embed-frame-policy')

test('Only the embedded checkout’s page paths are matched, with their event id', () => {
  expect(matchEmbedPage('/embed/checkout/12/')).toBe(12)
  expect(matchEmbedPage('/embed/checkout/12')).toBe(12)
  expect(matchEmbedPage('/fr-fr/embed/checkout/7/')).toBe(7)
  for (const path of ['/embed/checkout/abc/', '/embed/checkout/12/extra/', '/e/embed/checkout/12/', '/embed/', '/embed.js']) expect(matchEmbedPage(path), path).toBeNull()
})

test('The page may be framed by exactly the listed sites, and by none when the list is empty', () => {
  const listed = embedPageContentSecurityPolicy('n0nce', false, ['https://a.example', 'http://127.0.0.1:5500'])
  expect(listed).toContain('frame-ancestors https://a.example http://127.0.0.1:5500')
  expect(listed).toContain("'nonce-n0nce'")
  expect(listed).not.toContain("frame-ancestors 'none'")
  expect(embedPageContentSecurityPolicy('n0nce', false, [])).toContain("frame-ancestors 'none'")
})
