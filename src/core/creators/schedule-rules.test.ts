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

test('RDATE lists are read as local times; dates that are not real, in UTC or before the first are refused', () => {
  expect(expandRecurrenceRule('RDATE:20270105T180000,20270103T180000', '2027-01-01T18:00:00')).toEqual(['2027-01-01T18:00:00', '2027-01-03T18:00:00', '2027-01-05T18:00:00'])
  expect(() => expandRecurrenceRule('RDATE:20270230T180000', '2027-01-01T18:00:00')).toThrow('local times')
  expect(() => expandRecurrenceRule('RDATE:20270105T180000Z', '2027-01-01T18:00:00')).toThrow('local times')
  expect(() => expandRecurrenceRule('DTSTART:20270110T180000\nRDATE:20270105T180000', '2027-01-01T18:00:00')).toThrow('after the first')
  const many = Array.from({ length: MAX_OCCURRENCES }, (_, i) => new Date(Date.UTC(2027, 0, 2 + i)).toISOString().slice(0, 10).replace(/-/g, '') + 'T180000')
  expect(() => expandRecurrenceRule(`RDATE:${many.join(',')}`, '2027-01-01T18:00:00')).toThrow('at most')
})
