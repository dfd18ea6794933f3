import { expect, test } from 'vitest'
import { hashPassword, verifyPassword } from './password-hash'

test('A hash verifies its own password only, and two hashes of one password differ (salted)', async () => {
  const a = await hashPassword('tr0ub4dor&3')
  const b = await hashPassword('tr0ub4dor&3')
  expect(a).not.toBe(b)
  expect(await verifyPassword('tr0ub4dor&3', a)).toBe(true)
  expect(await verifyPassword('tr0ub4dor&4', a)).toBe(false)
  expect(await verifyPassword('tr0ub4dor&3', 'not-a-hash')).toBe(false)
})

test('Many hashes at once all finish (the concurrency limiter queues them)', async () => {
  const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`pass-${i}`)))
  expect(new Set(hashes).size).toBe(6)
  expect(await verifyPassword('pass-5', hashes[5]!)).toBe(true)
})
