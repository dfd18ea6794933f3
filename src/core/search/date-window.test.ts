import fc from 'fast-check'
import { expect, test } from 'vitest'
import { PRESET_DATE_KEYWORDS, type PresetDateKeyword } from '@/core/taxonomy/date-filters'
import {
  type DateWindow,
  computeDateWindow,
  customDateWindow,
  daysBetweenCalendarDates,
  formatCalendarDate,
  localDateString,
  parseCalendarDate,
} from './date-window'

const NEW_YORK = 'America/New_York'
const LONDON = 'Europe/London'
const SYDNEY = 'Australia/Sydney'

function iso(window: DateWindow): [string, string] {
  return [window.start.toISOString(), window.end.toISOString()]
}

function windowAt(keyword: PresetDateKeyword, now: string, timeZone: string, weekStartsOn?: 0 | 1) {
  return iso(computeDateWindow(keyword, { now: new Date(now), timeZone, weekStartsOn }))
}

test('New York on an ordinary Wednesday: every keyword in local days, the month ending across the DST change', () => {
  const now = '2026-10-28T16:00:00Z' // Wednesday 12:00 EDT
  expect(windowAt('today', now, NEW_YORK)).toEqual(['2026-10-28T04:00:00.000Z', '2026-10-29T04:00:00.000Z'])
  expect(windowAt('tomorrow', now, NEW_YORK)).toEqual([
    '2026-10-29T04:00:00.000Z',
    '2026-10-30T04:00:00.000Z',
  ])
  // Friday 17:00 EDT to Monday 00:00 EST: the clocks go back on the Sunday in between.
  expect(windowAt('this_weekend', now, NEW_YORK)).toEqual([
    '2026-10-30T21:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  expect(windowAt('this_week', now, NEW_YORK)).toEqual([
    '2026-10-28T04:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  expect(windowAt('next_week', now, NEW_YORK)).toEqual([
    '2026-11-02T05:00:00.000Z',
    '2026-11-09T05:00:00.000Z',
  ])
  // 1 November starts at midnight EDT; the change happens at 02:00.
  expect(windowAt('this_month', now, NEW_YORK)).toEqual([
    '2026-10-28T04:00:00.000Z',
    '2026-11-01T04:00:00.000Z',
  ])
  expect(windowAt('next_month', now, NEW_YORK)).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-12-01T05:00:00.000Z',
  ])
})

test('New York on the Sunday the clocks go back: today lasts 25 hours and this weekend is what is left of Sunday', () => {
  const now = '2026-11-01T16:00:00Z' // Sunday 11:00 EST
  expect(windowAt('today', now, NEW_YORK)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'])
  expect(windowAt('this_weekend', now, NEW_YORK)).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  expect(windowAt('tomorrow', now, NEW_YORK)).toEqual([
    '2026-11-02T05:00:00.000Z',
    '2026-11-03T05:00:00.000Z',
  ])
})

test('A week starting Sunday (pt-BR) ends a day earlier than a week starting Monday', () => {
  const wednesday = '2026-10-28T16:00:00Z'
  expect(windowAt('this_week', wednesday, NEW_YORK, 0)).toEqual([
    '2026-10-28T04:00:00.000Z',
    '2026-11-01T04:00:00.000Z',
  ])
  expect(windowAt('next_week', wednesday, NEW_YORK, 0)).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-08T05:00:00.000Z',
  ])
  expect(windowAt('this_week', wednesday, NEW_YORK, 1)[1]).toBe('2026-11-02T05:00:00.000Z')
})

test('On a Sunday a Monday week has one day left while a Sunday week has all seven', () => {
  const sunday = '2026-11-01T16:00:00Z'
  expect(windowAt('this_week', sunday, NEW_YORK, 1)).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  expect(windowAt('next_week', sunday, NEW_YORK, 1)).toEqual([
    '2026-11-02T05:00:00.000Z',
    '2026-11-09T05:00:00.000Z',
  ])
  expect(windowAt('this_week', sunday, NEW_YORK, 0)).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-08T05:00:00.000Z',
  ])
  expect(windowAt('next_week', sunday, NEW_YORK, 0)).toEqual([
    '2026-11-08T05:00:00.000Z',
    '2026-11-15T05:00:00.000Z',
  ])
})

test('On a Monday a Monday week is the whole week', () => {
  const monday = '2026-11-02T15:00:00Z'
  expect(windowAt('this_week', monday, NEW_YORK)).toEqual([
    '2026-11-02T05:00:00.000Z',
    '2026-11-09T05:00:00.000Z',
  ])
})

test('London on the Sunday the clocks go forward: today lasts 23 hours', () => {
  const now = '2026-03-29T12:00:00Z' // Sunday 13:00 BST
  expect(windowAt('today', now, LONDON)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'])
  expect(windowAt('this_weekend', now, LONDON)).toEqual([
    '2026-03-29T00:00:00.000Z',
    '2026-03-29T23:00:00.000Z',
  ])
  expect(windowAt('this_week', now, LONDON)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'])
  expect(windowAt('next_week', now, LONDON)).toEqual(['2026-03-29T23:00:00.000Z', '2026-04-05T23:00:00.000Z'])
  expect(windowAt('this_month', now, LONDON)).toEqual([
    '2026-03-29T00:00:00.000Z',
    '2026-03-31T23:00:00.000Z',
  ])
  expect(windowAt('next_month', now, LONDON)).toEqual([
    '2026-03-31T23:00:00.000Z',
    '2026-04-30T23:00:00.000Z',
  ])
})

test('This weekend starts at Friday 17:00, before and after 17:00 on the Friday alike', () => {
  const weekend: [string, string] = ['2026-03-27T17:00:00.000Z', '2026-03-29T23:00:00.000Z']
  expect(windowAt('this_weekend', '2026-03-27T09:00:00Z', LONDON)).toEqual(weekend)
  expect(windowAt('this_weekend', '2026-03-27T20:00:00Z', LONDON)).toEqual(weekend)
  expect(windowAt('this_weekend', '2026-03-23T09:00:00Z', LONDON)).toEqual(weekend) // the Monday before
})

test('On a Saturday this weekend starts at midnight that morning and ends on Monday', () => {
  expect(windowAt('this_weekend', '2026-03-28T15:00:00Z', LONDON)).toEqual([
    '2026-03-28T00:00:00.000Z',
    '2026-03-29T23:00:00.000Z',
  ])
})

test('Sydney: the weekend the clocks go back ends on Monday at AEST midnight', () => {
  const now = '2026-04-01T01:00:00Z' // Wednesday 12:00 AEDT
  expect(windowAt('today', now, SYDNEY)).toEqual(['2026-03-31T13:00:00.000Z', '2026-04-01T13:00:00.000Z'])
  expect(windowAt('tomorrow', now, SYDNEY)).toEqual(['2026-04-01T13:00:00.000Z', '2026-04-02T13:00:00.000Z'])
  expect(windowAt('this_weekend', now, SYDNEY)).toEqual([
    '2026-04-03T06:00:00.000Z',
    '2026-04-05T14:00:00.000Z',
  ])
  expect(windowAt('this_week', now, SYDNEY)).toEqual(['2026-03-31T13:00:00.000Z', '2026-04-05T14:00:00.000Z'])
  expect(windowAt('next_week', now, SYDNEY)).toEqual(['2026-04-05T14:00:00.000Z', '2026-04-12T14:00:00.000Z'])
  expect(windowAt('this_month', now, SYDNEY)).toEqual([
    '2026-03-31T13:00:00.000Z',
    '2026-04-30T14:00:00.000Z',
  ])
  expect(windowAt('next_month', now, SYDNEY)).toEqual([
    '2026-04-30T14:00:00.000Z',
    '2026-05-31T14:00:00.000Z',
  ])
})

test('Sydney on the Sunday the clocks go back: today lasts 25 hours', () => {
  expect(windowAt('today', '2026-04-05T02:00:00Z', SYDNEY)).toEqual([
    '2026-04-04T13:00:00.000Z',
    '2026-04-05T14:00:00.000Z',
  ])
})

test('The local date decides, not the UTC one: early on 1 February in Sydney is still 31 January in UTC', () => {
  const now = '2026-01-31T14:00:00Z' // Sunday 1 February 01:00 AEDT
  expect(localDateString(new Date(now), SYDNEY)).toBe('2026-02-01')
  expect(localDateString(new Date(now), NEW_YORK)).toBe('2026-01-31')
  expect(windowAt('this_month', now, SYDNEY)).toEqual([
    '2026-01-31T13:00:00.000Z',
    '2026-02-28T13:00:00.000Z',
  ])
  expect(windowAt('this_month', now, NEW_YORK)).toEqual([
    '2026-01-31T05:00:00.000Z',
    '2026-02-01T05:00:00.000Z',
  ])
})

test('Next month wraps from December into January of the next year', () => {
  expect(windowAt('next_month', '2026-12-15T12:00:00Z', LONDON)).toEqual([
    '2027-01-01T00:00:00.000Z',
    '2027-02-01T00:00:00.000Z',
  ])
})

test('A day whose midnight never happens (Santiago springs forward at 24:00) starts at 01:00', () => {
  expect(windowAt('today', '2026-09-06T15:00:00Z', 'America/Santiago')).toEqual([
    '2026-09-06T04:00:00.000Z',
    '2026-09-07T03:00:00.000Z',
  ])
  expect(iso(customDateWindow('2026-09-06', '2026-09-06', 'America/Santiago'))).toEqual([
    '2026-09-06T04:00:00.000Z',
    '2026-09-07T03:00:00.000Z',
  ])
})

test('Havana: a midnight that happens twice counts from its first time, one that never happens from 01:00', () => {
  // 1 November 2026: 01:00 CDT falls back to 00:00 CST, so 00:00–01:00 runs twice.
  expect(windowAt('today', '2026-11-01T12:00:00Z', 'America/Havana')).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  expect(windowAt('tomorrow', '2026-10-31T12:00:00Z', 'America/Havana')).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  // 8 March 2026: 00:00 CST springs forward to 01:00 CDT.
  expect(windowAt('today', '2026-03-08T12:00:00Z', 'America/Havana')).toEqual([
    '2026-03-08T05:00:00.000Z',
    '2026-03-09T04:00:00.000Z',
  ])
})

test('A custom range runs from local midnight of its first day to local midnight after its last', () => {
  expect(iso(customDateWindow('2026-03-28', '2026-03-29', LONDON))).toEqual([
    '2026-03-28T00:00:00.000Z',
    '2026-03-29T23:00:00.000Z',
  ])
  expect(iso(customDateWindow('2026-11-01', '2026-11-01', NEW_YORK))).toEqual([
    '2026-11-01T04:00:00.000Z',
    '2026-11-02T05:00:00.000Z',
  ])
  expect(iso(customDateWindow('2026-12-31', '2027-01-01', SYDNEY))).toEqual([
    '2026-12-30T13:00:00.000Z',
    '2027-01-01T13:00:00.000Z',
  ])
})

test('A custom range that is not real dates in order is a RangeError', () => {
  expect(() => customDateWindow('2026-02-30', '2026-03-01', LONDON)).toThrow(RangeError)
  expect(() => customDateWindow('2026-03-02', '2026-03-01', LONDON)).toThrow(RangeError)
  expect(() => customDateWindow('tomorrow', '2026-03-01', LONDON)).toThrow(RangeError)
})

test('Calendar dates must exist, leap days included', () => {
  expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
  expect(parseCalendarDate('2000-02-29')).not.toBeNull()
  expect(parseCalendarDate('2027-02-29')).toBeNull()
  expect(parseCalendarDate('2100-02-29')).toBeNull()
  expect(parseCalendarDate('2026-04-31')).toBeNull()
  expect(parseCalendarDate('2026-13-01')).toBeNull()
  expect(parseCalendarDate('2026-00-10')).toBeNull()
  expect(parseCalendarDate('2026-1-01')).toBeNull()
  expect(parseCalendarDate('2026-01-01T00:00')).toBeNull()
  expect(parseCalendarDate('0000-01-01')).toBeNull()
  expect(daysBetweenCalendarDates({ year: 2026, month: 1, day: 1 }, { year: 2027, month: 1, day: 1 })).toBe(
    365,
  )
  expect(formatCalendarDate({ year: 33, month: 3, day: 5 })).toBe('0033-03-05')
})

// Zones with half-hour DST (Lord Howe), 45-minute offsets (Chatham), +14 (Kiritimati), DST at midnight
// (Santiago, Havana, Asunción), none at all (Kolkata, UTC) and the three of the examples.
const ZONES = [
  NEW_YORK,
  LONDON,
  SYDNEY,
  'America/Santiago',
  'America/Havana',
  'America/Asuncion',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Tehran',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'UTC',
]
// Every preset, so that a keyword added to the taxonomy is held to the same properties.
const KEYWORDS: readonly PresetDateKeyword[] = PRESET_DATE_KEYWORDS

function localDay(instant: Date, timeZone: string) {
  const date = parseCalendarDate(localDateString(instant, timeZone))
  if (!date) throw new Error('localDateString gave a non-date')
  return date
}

function weekdayOf(instant: Date, timeZone: string): number {
  const { year, month, day } = localDay(instant, timeZone)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

function localClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
}

// The first instant of a local day: one millisecond earlier is the day before.
function startsALocalDay(instant: Date, timeZone: string): boolean {
  const before = localDay(new Date(instant.getTime() - 1), timeZone)
  return daysBetweenCalendarDates(before, localDay(instant, timeZone)) === 1
}

// 2026's DST changes in the zones above, so that the few days a year that are not 24 hours long come up often.
const TRANSITION_DAYS = ['03-08', '03-29', '04-05', '09-06', '09-27', '10-04', '10-25', '11-01'].map((day) =>
  Date.parse(`2026-${day}T12:00:00Z`),
)
const anyInstant = fc.oneof(
  fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc
    .tuple(fc.constantFrom(...TRANSITION_DAYS), fc.integer({ min: -8 * 86_400, max: 8 * 86_400 }))
    .map(([day, seconds]) => new Date(day + seconds * 1000)),
)

const windowCase = fc.record({
  now: anyInstant,
  timeZone: fc.constantFrom(...ZONES),
  keyword: fc.constantFrom(...KEYWORDS),
  weekStartsOn: fc.constantFrom(0 as const, 1 as const),
})

test('Property: every window is non-empty, ends at the first instant of a local day and has its length in local days', () => {
  fc.assert(
    fc.property(windowCase, ({ now, timeZone, keyword, weekStartsOn }) => {
      const { start, end } = computeDateWindow(keyword, { now, timeZone, weekStartsOn })
      expect(start.getTime()).toBeLessThan(end.getTime())
      expect(startsALocalDay(end, timeZone)).toBe(true)
      const days = daysBetweenCalendarDates(localDay(start, timeZone), localDay(end, timeZone))
      const endDay = localDay(end, timeZone)
      switch (keyword) {
        case 'today':
        case 'tomorrow':
          expect(days).toBe(1)
          break
        case 'this_week':
          expect(days).toBeGreaterThanOrEqual(1)
          expect(days).toBeLessThanOrEqual(7)
          expect(weekdayOf(end, timeZone)).toBe(weekStartsOn)
          break
        case 'next_week':
          expect(days).toBe(7)
          expect(weekdayOf(start, timeZone)).toBe(weekStartsOn)
          break
        case 'this_month':
          expect(days).toBeGreaterThanOrEqual(1)
          expect(days).toBeLessThanOrEqual(31)
          expect(endDay.day).toBe(1)
          break
        case 'next_month':
          expect(days).toBeGreaterThanOrEqual(28)
          expect(days).toBeLessThanOrEqual(31)
          expect(localDay(start, timeZone).day).toBe(1)
          expect(endDay.day).toBe(1)
          break
        case 'this_weekend':
          expect(days).toBeGreaterThanOrEqual(1)
          expect(days).toBeLessThanOrEqual(3)
          expect(weekdayOf(end, timeZone)).toBe(1)
          break
      }
      if (keyword === 'this_weekend' && weekdayOf(start, timeZone) === 5) {
        expect(localClock(start, timeZone)).toBe('17:00')
      } else {
        expect(startsALocalDay(start, timeZone)).toBe(true)
      }
    }),
    { numRuns: 500 },
  )
})

test('Property: the current windows contain now, and the next ones start where the current ones end', () => {
  fc.assert(
    fc.property(windowCase, ({ now, timeZone, weekStartsOn }) => {
      const at = (keyword: PresetDateKeyword) => computeDateWindow(keyword, { now, timeZone, weekStartsOn })
      for (const keyword of ['today', 'this_week', 'this_month'] as const) {
        const { start, end } = at(keyword)
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime())
        expect(end.getTime()).toBeGreaterThan(now.getTime())
      }
      expect(at('tomorrow').start).toEqual(at('today').end)
      expect(at('next_week').start).toEqual(at('this_week').end)
      expect(at('next_month').start).toEqual(at('this_month').end)
      // Today lies inside this week, so "this week" never misses an event that "today" shows.
      expect(at('this_week').start).toEqual(at('today').start)
      expect(at('this_week').end.getTime()).toBeGreaterThanOrEqual(at('today').end.getTime())
    }),
    { numRuns: 300 },
  )
})

test('Property: a custom range covers exactly its local days', () => {
  fc.assert(
    fc.property(
      anyInstant,
      fc.integer({ min: 0, max: 365 }),
      fc.constantFrom(...ZONES),
      (first, length, timeZone) => {
        const startDate = first.toISOString().slice(0, 10)
        const endDate = new Date(first.getTime() + length * 86_400_000).toISOString().slice(0, 10)
        const { start, end } = customDateWindow(startDate, endDate, timeZone)
        expect(localDateString(start, timeZone)).toBe(startDate)
        expect(startsALocalDay(start, timeZone)).toBe(true)
        expect(startsALocalDay(end, timeZone)).toBe(true)
        expect(localDateString(new Date(end.getTime() - 1), timeZone)).toBe(endDate)
      },
    ),
    { numRuns: 300 },
  )
})
