import { expect, test } from 'vitest'
import { isAppError } from './app-error'
import { computeContinuation, decodeListCursor, encodeListCursor, resolveListPage } from './list-cursor'

const SECRET = 'a test secret'

test('A continuation gives back the next page of the list it was made for', () => {
  const text = computeContinuation(SECRET, 'orders:7:x', 2, 25, true)!
  expect(decodeListCursor(SECRET, text, 'orders:7:x')).toEqual({ list: 'orders:7:x', page: 3, pageSize: 25 })
  expect(resolveListPage(SECRET, 'orders:7:x', { continuation: text, page: 1, pageSize: 50 })).toEqual({ page: 3, pageSize: 25 })
})

test('The last page has no continuation, and without one page and page_size are used', () => {
  expect(computeContinuation(SECRET, 'orders:7:x', 4, 25, false)).toBeNull()
  expect(resolveListPage(SECRET, 'orders:7:x', { page: 2, pageSize: 10 })).toEqual({ page: 2, pageSize: 10 })
})

test('A continuation of another list, altered or signed with another secret is refused', () => {
  const text = encodeListCursor(SECRET, { list: 'orders:7:x', page: 2, pageSize: 10 })
  expect(decodeListCursor(SECRET, text, 'orders:8:x')).toBeNull()
  expect(decodeListCursor('another secret', text, 'orders:7:x')).toBeNull()
  const forged = `${Buffer.from(JSON.stringify(['orders:7:x', 9, 10])).toString('base64url')}.${text.split('.')[1]}`
  expect(decodeListCursor(SECRET, forged, 'orders:7:x')).toBeNull()
  expect(decodeListCursor(SECRET, 'not-a-cursor', 'orders:7:x')).toBeNull()
  expect(decodeListCursor(SECRET, '.', 'orders:7:x')).toBeNull()
})

test('A bad continuation is an INVALID_ARGUMENT naming the parameter (a 400), never an exception of another kind', () => {
  try {
    resolveListPage(SECRET, 'events:1:x', { continuation: 'garbage', page: 1, pageSize: 50 })
    expect.unreachable()
  } catch (error) {
    expect(isAppError(error) && error.code).toBe('INVALID_ARGUMENT')
    expect(isAppError(error) && error.argumentErrors).toHaveProperty('continuation')
  }
})
