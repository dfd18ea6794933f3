import { expect, test } from 'vitest'
import { MAX_DELIVERY_ATTEMPTS, nextRetryAt } from './retry-backoff'

const now = new Date('2026-11-25T10:00:00Z')
const delaySeconds = (attempts: number) => {
  const at = nextRetryAt(attempts, now)
  return at ? (at.getTime() - now.getTime()) / 1000 : null
}

test('Failed emails are retried after 30 s, then twice as long each time', () => {
  expect([1, 2, 3, 4, 5].map(delaySeconds)).toEqual([30, 60, 120, 240, 480])
  expect(nextRetryAt(12, now)).toBeNull()
})

test('After the last attempt an email is given up', () => {
  expect(delaySeconds(MAX_DELIVERY_ATTEMPTS - 1)).not.toBeNull()
  expect(nextRetryAt(MAX_DELIVERY_ATTEMPTS, now)).toBeNull()
})
