import { expect, test } from 'vitest'
import { extractDatePhrases } from './date-phrases'

// Wednesday 18 November 2026, 15:00 UTC: 10:00 in New York, already Thursday 02:00 in Sydney.
const now = new Date('2026-11-18T15:00:00Z')

test('Weekdays are the coming one in the place’s own time zone, not chrono’s "Friday of next week"', () => {
  expect(extractDatePhrases('next friday', { now, timeZone: 'America/New_York' }).dates).toEqual({ startDate: '2026-11-20', endDate: '2026-11-20' })
  expect(extractDatePhrases('wednesday', { now, timeZone: 'America/New_York' }).dates).toEqual({ startDate: '2026-11-18', endDate: '2026-11-18' })
  expect(extractDatePhrases('next wednesday', { now, timeZone: 'America/New_York' }).dates).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' })
  // In Sydney it is already Thursday, so "Wednesday" is next week's.
  expect(extractDatePhrases('wednesday', { now, timeZone: 'Australia/Sydney' }).dates).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' })
})

test('This weekend is the keyword (Friday evening to Sunday), not one instant; tonight is today in the evening', () => {
  expect(extractDatePhrases('jazz this weekend', { now, timeZone: 'America/New_York' })).toEqual({ dates: { keyword: 'this_weekend' }, timeOfDay: null, rest: 'jazz' })
  expect(extractDatePhrases('comedy tonight', { now, timeZone: 'America/New_York' })).toEqual({ dates: { keyword: 'today' }, timeOfDay: 'evening', rest: 'comedy' })
})

test('Months, days of the month, explicit dates and ranges', () => {
  const ny = { now, timeZone: 'America/New_York' }
  expect(extractDatePhrases('in november', ny).dates).toEqual({ startDate: '2026-11-18', endDate: '2026-11-30' })
  expect(extractDatePhrases('in march', ny).dates).toEqual({ startDate: '2027-03-01', endDate: '2027-03-31' })
  expect(extractDatePhrases('on the 18th', ny).dates).toEqual({ startDate: '2026-11-18', endDate: '2026-11-18' })
  expect(extractDatePhrases('on the 31st', ny).dates).toEqual({ startDate: '2026-12-31', endDate: '2026-12-31' })
  expect(extractDatePhrases('between dec 3 and dec 7', ny).dates).toEqual({ startDate: '2026-12-03', endDate: '2026-12-07' })
  expect(extractDatePhrases('music may be fun', ny).dates).toBeNull()
})
