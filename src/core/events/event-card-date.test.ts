import { expect, test } from 'vitest'
import { computeCardDate } from './event-card-date'

const now = new Date('2026-11-21T15:00:00Z') // Saturday, 10:00 in New York

const dated = {
  start: { utc: '2026-11-22T00:00:00Z' },
  timezone: 'America/New_York',
  is_online_event: false,
  hide_start_date: false,
  series: null,
} as unknown as Parameters<typeof computeCardDate>[0]

test('Card dates use relative words in the venue zone', () => {
  expect(computeCardDate(dated, { now })).toEqual({ dateTime: '2026-11-22T00:00:00Z', text: 'Today • 7:00 PM', more: null })
})

test("Online events show the viewer's zone with its abbreviation", () => {
  const online = { ...dated, is_online_event: true, start: { utc: '2026-12-18T23:30:00Z' } } as typeof dated
  expect(computeCardDate(online, { now, viewerTimeZone: 'Europe/London' })?.text).toBe('Fri, Dec 18 • 11:30 PM GMT')
})

test('Repeating events show the first upcoming date and how many more', () => {
  const series = {
    ...dated,
    series: {
      counts: { current_future: 5 },
      next_dates: [{ start: '2026-11-20T00:00:00Z' }, { start: '2026-12-18T23:30:00Z' }],
    },
  } as typeof dated
  expect(computeCardDate(series, { now })).toEqual({
    dateTime: '2026-12-18T23:30:00Z',
    text: 'Fri, Dec 18 • 6:30 PM',
    more: '+ 4 more',
  })
})

test('A hidden start date shows no date', () => {
  expect(computeCardDate({ ...dated, hide_start_date: true }, { now })).toBeNull()
})
