import { expect, test } from 'vitest'
import { computePasswordProblem, isPlausibleEmail, normalizeFullName } from './account-rules'
import { computeRetryAfterSeconds, computeWindowStart } from './rate-limits'

test('Passwords need 8–128 characters, letters mixed with something else, and not the email name', () => {
  expect(computePasswordProblem('abc1')).toMatch(/at least 8/)
  expect(computePasswordProblem('a'.repeat(129) + '1')).toMatch(/at most 128/)
  expect(computePasswordProblem('aaaaaaaaaa')).toMatch(/repeated/)
  expect(computePasswordProblem('marie-curie-1', { email: 'marie@example.com' })).toMatch(/email/)
  expect(computePasswordProblem('radium-1898', { email: 'marie@example.com' })).toBeNull()
})

test('Names lose control characters and odd spaces; emails must look like emails', () => {
  expect(normalizeFullName(' Ada\u0000\u00A0 Lovelace\n')).toBe('Ada Lovelace')
  expect(isPlausibleEmail('ada@example.com')).toBe(true)
  expect(isPlausibleEmail('ada@example')).toBe(false)
  expect(isPlausibleEmail('ada example.com')).toBe(false)
})

test('Rate-limit windows are fixed and say how long to wait', () => {
  const now = new Date('2026-11-21T10:07:30Z')
  expect(computeWindowStart(now, 900).toISOString()).toBe('2026-11-21T10:00:00.000Z')
  expect(computeRetryAfterSeconds(now, 900)).toBe(450)
})
