import { expect, test } from 'vitest'
import { buildRecurrenceRule } from './recurrence-plan'
import { expandRecurrenceRule } from './schedule-rules'

test('A weekly plan on Tuesdays and Thursdays gives those days up to the last date', () => {
  const rule = buildRecurrenceRule({ kind: 'weekly', days: ['TH', 'TU'], lastDate: '2027-01-07' }, '2026-12-22T19:30')
  expect(expandRecurrenceRule(rule, '2026-12-22T19:30:00')).toEqual([
    '2026-12-22T19:30:00',
    '2026-12-24T19:30:00',
    '2026-12-29T19:30:00',
    '2026-12-31T19:30:00',
    '2027-01-05T19:30:00',
    '2027-01-07T19:30:00',
  ])
})

test('A weekly plan without chosen days repeats on the first date’s weekday', () => {
  const rule = buildRecurrenceRule({ kind: 'weekly', days: [], lastDate: '2027-01-03' }, '2026-12-20T19:00')
  expect(expandRecurrenceRule(rule, '2026-12-20T19:00:00')).toEqual(['2026-12-20T19:00:00', '2026-12-27T19:00:00', '2027-01-03T19:00:00'])
})

test('A monthly plan repeats on the same day of the month', () => {
  const rule = buildRecurrenceRule({ kind: 'monthly', lastDate: '2027-02-28' }, '2026-12-20T19:00')
  expect(expandRecurrenceRule(rule, '2026-12-20T19:00:00')).toEqual(['2026-12-20T19:00:00', '2027-01-20T19:00:00', '2027-02-20T19:00:00'])
})

test('A list of dates gives the first date, then each listed date at the same time, in order and once', () => {
  const rule = buildRecurrenceRule({ kind: 'dates', dates: ['2027-02-14', '2027-01-10', '2027-02-14'] }, '2026-12-20T19:00')
  expect(rule).toBe('DTSTART:20261220T190000\nRDATE:20270110T190000,20270214T190000')
  expect(expandRecurrenceRule(rule, '2026-12-20T19:00:00')).toEqual(['2026-12-20T19:00:00', '2027-01-10T19:00:00', '2027-02-14T19:00:00'])
})
