import { expect, test } from 'vitest'
import { computeImageKeyFromUrl } from '@/core/images/image-optimizer-rules'
import { SSRF_PAYLOADS } from './ssrf-corpus'

test('The SSRF corpus holds at least 80 payloads', () => {
  expect(new Set(SSRF_PAYLOADS).size).toBeGreaterThanOrEqual(80)
})

test('No SSRF payload names one of our stored images outside the image store', () => {
  for (const payload of SSRF_PAYLOADS) {
    const key = computeImageKeyFromUrl(payload)
    if (key === null) continue
    // What survives is a plain key inside the store: no traversal, scheme, host or NUL.
    expect(key, payload).not.toMatch(/(^|\/)\.\.?(\/|$)|^\/|:|\\|\u0000/)
  }
})
