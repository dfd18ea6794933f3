import zlib from 'node:zlib'
import { expect, test } from 'vitest'
import { createCompressedBodyCache } from './compressed-body-cache'

const body = (text: string) => Buffer.from(JSON.stringify({ events: Array.from({ length: 50 }, (_, i) => ({ i, text })) }))

test('a body comes back compressed as asked, and decompresses to the same bytes', () => {
  const cache = createCompressedBodyCache(1_000_000)
  const b = body('jazz')
  expect(zlib.brotliDecompressSync(cache.compressed(b, 'br')).equals(b)).toBe(true)
  expect(zlib.gunzipSync(cache.compressed(b, 'gzip')).equals(b)).toBe(true)
})

test('the same bytes in another buffer get the remembered answer; other bytes get their own', () => {
  const cache = createCompressedBodyCache(1_000_000)
  const first = cache.compressed(body('jazz'), 'br')
  expect(cache.compressed(body('jazz'), 'br')).toBe(first)
  const other = cache.compressed(body('yoga'), 'br')
  expect(other).not.toBe(first)
  expect(zlib.brotliDecompressSync(other).equals(body('yoga'))).toBe(true)
})

test('it never holds more than its budget, dropping the least recently used first', () => {
  const one = createCompressedBodyCache(1_000_000).compressed(body('word 0'), 'br').length
  const cache = createCompressedBodyCache(one * 3 + 10)
  const kept = cache.compressed(body('word 0'), 'br')
  for (let i = 1; i < 10; i++) {
    cache.compressed(body(`word ${i}`), 'br')
    // Used again each time: the most recent, so never the one dropped.
    expect(cache.compressed(body('word 0'), 'br')).toBe(kept)
    expect(cache.heldBytes()).toBeLessThanOrEqual(one * 3 + 10)
  }
  expect(cache.compressed(body('word 1'), 'br')).not.toBe(undefined)
})
