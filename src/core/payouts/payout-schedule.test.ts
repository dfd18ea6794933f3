import { expect, test } from 'vitest'
import { computeReleaseAmount, computeReleaseTarget } from './payout-schedule'

const end = new Date('2030-03-01T22:00:00Z')
const days = (n: number) => new Date(end.getTime() + n * 24 * 3600 * 1000)

test('Nothing is released until the set number of days after the event ends, then all of it', () => {
  const schedule = { delayDays: 5, reservePercent: 0 }
  expect(computeReleaseTarget(10_000, end, schedule, days(4.99))).toBe(0)
  expect(computeReleaseTarget(10_000, end, schedule, days(5))).toBe(10_000)
})

test('The reserve is held back, rounded up to the minor unit, for 30 more days', () => {
  const schedule = { delayDays: 2, reservePercent: 10 }
  expect(computeReleaseTarget(1_005, end, schedule, days(2))).toBe(904)
  expect(computeReleaseTarget(1_005, end, schedule, days(31.9))).toBe(904)
  expect(computeReleaseTarget(1_005, end, schedule, days(32))).toBe(1_005)
})

test('A refund after the release takes the refunded money back to pending; nothing moves twice', () => {
  const schedule = { delayDays: 0, reservePercent: 0 }
  expect(computeReleaseAmount(5_000, 0, end, schedule, days(1))).toBe(5_000)
  expect(computeReleaseAmount(5_000, 5_000, end, schedule, days(2))).toBe(0)
  expect(computeReleaseAmount(3_000, 5_000, end, schedule, days(3))).toBe(-2_000)
})

test('A refund the reserve covers moves nothing until the reserve is released; a larger one takes only the excess back', () => {
  const schedule = { delayDays: 0, reservePercent: 10 }
  // 10,000 sold, 9,000 released, 1,000 held; a refund of 485 leaves 515 pending.
  expect(computeReleaseAmount(9_515, 9_000, end, schedule, days(10))).toBe(0)
  expect(computeReleaseAmount(9_515, 9_000, end, schedule, days(30))).toBe(515)
  // A refund of 2,913 is 1,913 more than the reserve: that much goes back from available.
  expect(computeReleaseAmount(7_087, 9_000, end, schedule, days(10))).toBe(-1_913)
})
