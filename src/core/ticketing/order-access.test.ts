import { createHmac } from 'node:crypto'
import { expect, test } from 'vitest'
import { computeOrderAccessToken, isOrderAccessTokenValid } from './order-access'

test("An order's link token is the HMAC of its id, asked once or many times, and another secret gives another", () => {
  const expected = createHmac('sha256', 'secret-a').update('order:42').digest('base64url')
  expect(computeOrderAccessToken('secret-a', 42)).toBe(expected)
  expect(computeOrderAccessToken('secret-a', 42)).toBe(expected)
  expect(computeOrderAccessToken('secret-b', 42)).toBe(createHmac('sha256', 'secret-b').update('order:42').digest('base64url'))
  expect(computeOrderAccessToken('secret-a', 43)).not.toBe(expected)
})

test("A link opens only its own order, with the server's secret", () => {
  const token = computeOrderAccessToken('secret-a', 7)
  expect(isOrderAccessTokenValid('secret-a', 7, token)).toBe(true)
  expect(isOrderAccessTokenValid('secret-a', 8, token)).toBe(false)
  expect(isOrderAccessTokenValid('secret-b', 7, token)).toBe(false)
  expect(isOrderAccessTokenValid('secret-a', 7, `${token.slice(0, -1)}x`)).toBe(false)
  expect(isOrderAccessTokenValid('secret-a', 7, null)).toBe(false)
})

test('Tokens stay right after thousands of other orders', () => {
  for (let id = 1; id <= 5000; id++) computeOrderAccessToken('secret-a', id)
  expect(computeOrderAccessToken('secret-a', 1)).toBe(createHmac('sha256', 'secret-a').update('order:1').digest('base64url'))
  expect(computeOrderAccessToken('secret-a', 5000)).toBe(createHmac('sha256', 'secret-a').update('order:5000').digest('base64url'))
})
