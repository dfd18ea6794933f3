import { expect, test } from 'vitest'
import { computeSafeReferrer } from './safe-referrer'

test('Our own paths are kept with their query', () => {
  expect(computeSafeReferrer('/d/ny--new-york/music--events/?page=2')).toBe('/d/ny--new-york/music--events/?page=2')
  expect(computeSafeReferrer('/mytickets')).toBe('/mytickets')
})

test('Other sites, scheme-relative and script URLs fall back to the home page', () => {
  for (const bad of [
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%0a/evil',
    '/\t/evil.example',
    '',
    null,
    undefined,
  ]) {
    const safe = computeSafeReferrer(bad)
    expect(safe.startsWith('/') && !safe.startsWith('//'), String(bad)).toBe(true)
    expect(safe).not.toContain('evil.example')
  }
  expect(computeSafeReferrer('https://evil.example/')).toBe('/')
})

test('A full URL on our own origin becomes its path; a look-alike origin does not', () => {
  expect(computeSafeReferrer('http://localhost:3000/u/abc/', 'http://localhost:3000')).toBe('/u/abc/')
  expect(computeSafeReferrer('http://localhost:3000.evil.example/', 'http://localhost:3000')).toBe('/')
})
