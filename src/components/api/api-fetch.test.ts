import { expect, test } from 'vitest'
import { buildApiUrl, readCsrfToken } from './api-fetch'

test('The CSRF token is read from its cookie among others', () => {
  expect(readCsrfToken('a=1; csrftoken=abc%3D; b=2')).toBe('abc=')
  expect(readCsrfToken('a=1')).toBe('')
})

test('Empty query values are dropped from API URLs', () => {
  expect(
    buildApiUrl('/api/v3/trending/', { location: 'ny--new-york', timeframe: 'week', q: '', x: undefined }),
  ).toBe('/api/v3/trending/?location=ny--new-york&timeframe=week')
})
