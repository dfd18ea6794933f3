import { expect, test } from '../e2e/fixtures'
import { SSRF_PAYLOADS } from './ssrf-corpus'

// ARCHITECTURE §8 and issue 21 finding 11, over real HTTP: the optimizer fetches nothing but our own
// stored images, and only at spec §9's widths and quality 75.

test('Every SSRF payload is refused with a 4xx JSON error', async ({ request }) => {
  test.setTimeout(120_000)
  for (const payload of SSRF_PAYLOADS) {
    for (const w of [64, 640]) {
      const url = `/home/_next/image/?url=${encodeURIComponent(payload)}&w=${w}&q=75`
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status(), `${payload} → ${res.status()}`).toBeGreaterThanOrEqual(400)
      expect(res.status(), `${payload} → ${res.status()}`).toBeLessThan(500)
      expect(res.headers()['content-type'] ?? '', payload).toContain('application/json')
    }
  }
})

test('Only spec §9 widths and quality 75 are accepted, so the cache cannot be grown at will', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const imageUrl = /\/home\/_next\/image\/\?url=([^&"]+)&amp;w=\d+&amp;q=75/.exec(home)?.[1]
  expect(imageUrl, 'the home page shows an optimized image').toBeDefined()
  const ok = await request.get(`/home/_next/image/?url=${imageUrl}&w=256&q=75`)
  expect(ok.status()).toBe(200)
  for (const [w, q] of [[256, 74], [256, 76], [256, 100], [256, 1], [257, 75], [500, 75], [4000, 75]] as const) {
    const res = await request.get(`/home/_next/image/?url=${imageUrl}&w=${w}&q=${q}`)
    expect(res.status(), `w=${w} q=${q}`).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe('INVALID_ARGUMENT')
  }
})
