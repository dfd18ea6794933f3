import { expect, test } from 'vitest'
import { addDays, addMonths, computeMonthGrid, computeWeekdayOrder, parseIsoDay } from './month-grid'

test('A month’s grid starts its weeks on Monday, or on Sunday where the locale says so', () => {
  // December 2026 begins on a Tuesday.
  const monday = computeMonthGrid('2026-12-15', 1)
  expect(monday[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
  expect(monday.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null])
  const sunday = computeMonthGrid('2026-12-15', 0)
  expect(sunday[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
  expect(sunday.flat().filter(Boolean)).toHaveLength(31)
  expect(computeWeekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0])
  expect(computeWeekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6])
})

test('Moving through days and months stays on real days', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
  expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
  expect(parseIsoDay('2026-02-30')).toBeNull()
  expect(parseIsoDay('yesterday')).toBeNull()
})
