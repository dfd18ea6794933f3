import { expect, test } from 'vitest'
import { canSeeEvent, computeEventPass, computeHiddenClassToken, computeRevealedClassIds, parseHiddenClassToken } from './event-access'

const secret = 'test-secret'

test('An event without a password is open to everyone', () => {
  expect(canSeeEvent(secret, { id: 1, passwordHash: null }, null)).toBe(true)
})

test('A password event opens only with the pass of its current password', () => {
  const event = { id: 7, passwordHash: 'hash-a' }
  const pass = computeEventPass(secret, 7, 'hash-a')
  expect(canSeeEvent(secret, event, null)).toBe(false)
  expect(canSeeEvent(secret, event, 'forged')).toBe(false)
  expect(canSeeEvent(secret, event, pass)).toBe(true)
  // Another event's pass, or the pass of an old password, opens nothing.
  expect(canSeeEvent(secret, { id: 8, passwordHash: 'hash-a' }, pass)).toBe(false)
  expect(canSeeEvent(secret, { id: 7, passwordHash: 'hash-b' }, pass)).toBe(false)
})

test('A hidden class link reveals its own class and nothing else', () => {
  const token = computeHiddenClassToken(secret, 42)
  expect(parseHiddenClassToken(secret, token)).toBe(42)
  expect(parseHiddenClassToken(secret, token.replace(/^42/, '43'))).toBeNull()
  expect(parseHiddenClassToken('other-secret', token)).toBeNull()
  expect(parseHiddenClassToken(secret, '42')).toBeNull()
  expect(parseHiddenClassToken(secret, null)).toBeNull()
  expect(computeRevealedClassIds(secret, [token, token, 'junk'])).toEqual([42])
})
