import { expect, test } from 'vitest'
import { computeConversionRate } from './dashboard-rules'

test('Conversion is paid orders per page view, as a percentage with one decimal', () => {
  expect(computeConversionRate(1, 40)).toBe(2.5)
  expect(computeConversionRate(2, 3)).toBe(66.7)
  expect(computeConversionRate(0, 12)).toBe(0)
})

test('No page views yet means no conversion rate, and orders without recorded views never exceed 100%', () => {
  expect(computeConversionRate(3, 0)).toBeNull()
  expect(computeConversionRate(5, 2)).toBe(100)
})
