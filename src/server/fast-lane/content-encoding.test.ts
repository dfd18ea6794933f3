import { expect, test } from 'vitest'
import { chooseContentEncoding } from './content-encoding'

test('a browser that takes brotli gets brotli', () => {
  expect(chooseContentEncoding('gzip, deflate, br, zstd')).toBe('br')
})

test('a client that takes only gzip gets gzip', () => {
  expect(chooseContentEncoding('gzip, deflate')).toBe('gzip')
})

test('a client that asks for nothing, or refuses every coding we have, gets the plain body', () => {
  expect(chooseContentEncoding(undefined)).toBeNull()
  expect(chooseContentEncoding('identity')).toBeNull()
  expect(chooseContentEncoding('br;q=0, gzip;q=0')).toBeNull()
})

test('a coding refused with q=0 is not used even when listed', () => {
  expect(chooseContentEncoding('br;q=0, gzip')).toBe('gzip')
})

test('a wildcard accepts both', () => {
  expect(chooseContentEncoding('*')).toBe('br')
})
