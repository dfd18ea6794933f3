import { expect, test } from 'vitest'
import { formatEventDate } from './date-display'

const now = new Date('2026-11-21T15:00:00Z') // Saturday, 10:00 in New York

test('Events later today and tomorrow use relative words in the venue time zone', () => {
  expect(
    formatEventDate({ startAt: new Date('2026-11-22T00:00:00Z'), timeZone: 'America/New_York', now }),
  ).toBe('Today • 7:00 PM')
  expect(
    formatEventDate({ startAt: new Date('2026-11-22T15:30:00Z'), timeZone: 'America/New_York', now }),
  ).toBe('Tomorrow • 10:30 AM')
})

test('Events within the next six days show the weekday', () => {
  expect(
    formatEventDate({ startAt: new Date('2026-11-25T23:00:00Z'), timeZone: 'America/New_York', now }),
  ).toBe('Wednesday • 6:00 PM')
})

test('Later and past events show a short date with weekday', () => {
  expect(
    formatEventDate({ startAt: new Date('2026-12-18T23:30:00Z'), timeZone: 'America/New_York', now }),
  ).toBe('Fri, Dec 18 • 6:30 PM')
  expect(
    formatEventDate({ startAt: new Date('2026-11-10T23:30:00Z'), timeZone: 'America/New_York', now }),
  ).toBe('Tue, Nov 10 • 6:30 PM')
})

test('An event that started earlier today is past: a short date with weekday and time, not Today', () => {
  // 8:30 AM in New York, an hour and a half before `now`.
  expect(
    formatEventDate({ startAt: new Date('2026-11-21T13:30:00Z'), timeZone: 'America/New_York', now }),
  ).toBe('Sat, Nov 21 • 8:30 AM')
})

test('Online events can show the zone abbreviation', () => {
  expect(
    formatEventDate({
      startAt: new Date('2026-12-18T23:30:00Z'),
      timeZone: 'Europe/London',
      now,
      showZone: true,
    }),
  ).toBe('Fri, Dec 18 • 11:30 PM GMT')
})

test('Dates use plain spaces so server and browser renderings match', () => {
  const text = formatEventDate({
    startAt: new Date('2026-11-22T00:00:00Z'),
    timeZone: 'America/New_York',
    now,
  })
  expect(text).not.toMatch(/[\u202f\u2009]/)
})
