import { createHmac } from 'node:crypto'
import { expect, test } from 'vitest'
import { computeOrderAccessToken, isOrderAccessTokenValid } from './order-access'

test("An order's link token is the HMAC of its id, asked once or many times, and another secret gives another", () => {
  const expected = createHmac('sha256', 'secret-a').update('order:42').digest('base64url')
  expect(computeOrderAccessToken('secret-a', { id: 42, linkVersion: 0 })).toBe(expected)
  expect(computeOrderAccessToken('secret-a', { id: 42, linkVersion: 0 })).toBe(expected)
  expect(computeOrderAccessToken('secret-b', { id: 42, linkVersion: 0 })).toBe(createHmac('sha256', 'secret-b').update('order:42').digest('base64url'))
  expect(computeOrderAccessToken('secret-a', { id: 43, linkVersion: 0 })).not.toBe(expected)
})

test("A link opens only its own order, with the server's secret", () => {
  const token = computeOrderAccessToken('secret-a', { id: 7, linkVersion: 0 })
  expect(isOrderAccessTokenValid('secret-a', { id: 7, linkVersion: 0 }, token)).toBe(true)
  expect(isOrderAccessTokenValid('secret-a', { id: 8, linkVersion: 0 }, token)).toBe(false)
  expect(isOrderAccessTokenValid('secret-b', { id: 7, linkVersion: 0 }, token)).toBe(false)
  expect(isOrderAccessTokenValid('secret-a', { id: 7, linkVersion: 0 }, `${token.slice(0, -1)}x`)).toBe(false)
  expect(isOrderAccessTokenValid('secret-a', { id: 7, linkVersion: 0 }, null)).toBe(false)
})

test('Tokens stay right after thousands of other orders', () => {
  for (let id = 1; id <= 5000; id++) computeOrderAccessToken('secret-a', { id, linkVersion: 0 })
  expect(computeOrderAccessToken('secret-a', { id: 1, linkVersion: 0 })).toBe(createHmac('sha256', 'secret-a').update('order:1').digest('base64url'))
  expect(computeOrderAccessToken('secret-a', { id: 5000, linkVersion: 0 })).toBe(createHmac('sha256', 'secret-a').update('order:5000').digest('base64url'))
})

test('Turning off old links gives the order a new token and the old one stops opening it', () => {
  const first = computeOrderAccessToken('secret-a', { id: 7, linkVersion: 0 })
  const second = computeOrderAccessToken('secret-a', { id: 7, linkVersion: 1 })
  expect(second).not.toBe(first)
  expect(isOrderAccessTokenValid('secret-a', { id: 7, linkVersion: 1 }, first)).toBe(false)
  expect(isOrderAccessTokenValid('secret-a', { id: 7, linkVersion: 1 }, second)).toBe(true)
})
