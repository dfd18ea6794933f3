import { expect, test } from 'vitest'
import { expandRecurrenceRule, MAX_OCCURRENCES } from './schedule-rules'

test('A weekly rule on two days gives local start times in order, from DTSTART', () => {
  expect(expandRecurrenceRule('DTSTART:20261220T190000\nRRULE:FREQ=WEEKLY;BYDAY=SU,WE;COUNT=4', '2026-01-01T10:00:00')).toEqual([
    '2026-12-20T19:00:00',
    '2026-12-23T19:00:00',
    '2026-12-27T19:00:00',
    '2026-12-30T19:00:00',
  ])
})

test('Without DTSTART the series starts at the event’s own start; a bare FREQ line is accepted', () => {
  expect(expandRecurrenceRule('FREQ=MONTHLY;COUNT=3', '2026-10-31T20:00:00')).toEqual(['2026-10-31T20:00:00', '2026-12-31T20:00:00', '2027-01-31T20:00:00'])
})

test('Rules without an end, with too many dates, with a UTC or zoned DTSTART, or malformed are refused', () => {
  expect(() => expandRecurrenceRule('RRULE:FREQ=DAILY', '2026-10-31T20:00:00')).toThrow('COUNT or UNTIL')
  expect(() => expandRecurrenceRule(`RRULE:FREQ=DAILY;COUNT=${MAX_OCCURRENCES + 1}`, '2026-10-31T20:00:00')).toThrow('at most')
  expect(() => expandRecurrenceRule('DTSTART:20261220T190000Z\nRRULE:FREQ=DAILY;COUNT=2', '2026-10-31T20:00:00')).toThrow('local time')
  expect(() => expandRecurrenceRule('DTSTART;TZID=Europe/Paris:20261220T190000\nRRULE:FREQ=DAILY;COUNT=2', '2026-10-31T20:00:00')).toThrow('local time')
  expect(() => expandRecurrenceRule('RRULE:FREQ=SOMETIMES;COUNT=2', '2026-10-31T20:00:00')).toThrow()
  expect(() => expandRecurrenceRule('hello', '2026-10-31T20:00:00')).toThrow('RRULE')
})
