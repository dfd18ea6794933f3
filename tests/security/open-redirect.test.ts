import { expect, test } from 'vitest'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { ENCODINGS, OPEN_REDIRECT_PAYLOADS, staysOnOrigin } from './open-redirect-corpus'

const ORIGIN = 'https://tessera.test'

test('The corpus holds at least 70 open-redirect payloads', () => {
  expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(70)
})

for (const encoding of ENCODINGS) {
  test(`No referrer in the corpus (${encoding.name}) leads to another site`, () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const safe = computeSafeReferrer(encoding.apply(payload), ORIGIN)
      expect(staysOnOrigin(safe, ORIGIN), `${payload} → ${safe}`).toBe(true)
    }
  })
}

test('Dot segments that collapse to a scheme-relative URL fall back to the home page', () => {
  for (const payload of ['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '/a/..//evil.com', '/./\\evil.com', '/.%2f/evil.com']) {
    expect(computeSafeReferrer(payload), payload).toBe('/')
  }
})

test('Our own paths survive, with dot segments resolved and their query kept', () => {
  expect(computeSafeReferrer('/d/ny--new-york/music--events/?page=2')).toBe('/d/ny--new-york/music--events/?page=2')
  expect(computeSafeReferrer('/a/../mytickets')).toBe('/mytickets')
  expect(computeSafeReferrer('/d/online/?q=rock%20%26%20roll#top')).toBe('/d/online/?q=rock%20%26%20roll#top')
  expect(computeSafeReferrer('/d/online/?q=a%5Cb')).toBe('/d/online/?q=a%5Cb')
  expect(computeSafeReferrer(`${ORIGIN}/u/abc/`, ORIGIN)).toBe('/u/abc/')
})
