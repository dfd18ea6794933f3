import { expect, test } from 'vitest'
import { computeOrderLookupToken, ORDER_LOOKUP_LINK_HOURS, readOrderLookupToken } from './order-lookup-link'

const SECRET = 'test-secret'
const now = new Date('2026-11-30T12:00:00Z')
const expiresAt = new Date(now.getTime() + ORDER_LOOKUP_LINK_HOURS * 3_600_000)

test('A "Find my tickets" link names its address until it expires', () => {
  const token = computeOrderLookupToken(SECRET, 'guest@example.com', expiresAt)
  expect(token).toMatch(/^[\w-]+\.\d+\.[\w-]+$/)
  expect(readOrderLookupToken(SECRET, token, now)).toBe('guest@example.com')
  expect(readOrderLookupToken(SECRET, token, new Date(expiresAt.getTime() - 1000))).toBe('guest@example.com')
  expect(readOrderLookupToken(SECRET, token, expiresAt)).toBeNull()
})

test('A link changed to another address, kept alive longer or signed with another secret shows nothing', () => {
  const token = computeOrderLookupToken(SECRET, 'guest@example.com', expiresAt)
  const [, expires, signature] = token.split('.')
  const otherAddress = `${Buffer.from('other@example.com').toString('base64url')}.${expires}.${signature}`
  expect(readOrderLookupToken(SECRET, otherAddress, now)).toBeNull()
  const [email] = token.split('.')
  expect(readOrderLookupToken(SECRET, `${email}.${Number(expires) + 86_400}.${signature}`, now)).toBeNull()
  expect(readOrderLookupToken('another-secret', token, now)).toBeNull()
  for (const broken of [null, undefined, '', 'a.b', `${token}.x`, token.slice(0, -2)]) expect(readOrderLookupToken(SECRET, broken, now)).toBeNull()
})
