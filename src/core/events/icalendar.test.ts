import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { buildEventDetail } from '../../../tests/factories/build-event-detail'
import { computeEventJson } from './event-json'
import { computeCalendarEntry, computeGoogleCalendarUrl, computeICalendar, escapeICalendarText, foldICalendarLine } from './icalendar'

const now = new Date('2026-11-20T12:00:00Z')
const origin = 'https://tessera.example'

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
}

test('A calendar of events parses with ical.js and keeps names, times, places and links', () => {
  const events = [
    computeEventJson(buildEventDetail({ id: 1, name: 'Jazz; Blues, and \\ more', nameSlug: 'jazz' }), { now, origin }),
    computeEventJson(buildEventDetail({ id: 2, name: 'Online Python Class', nameSlug: 'python', isOnline: true, venue: null }), { now, origin }),
  ]
  const text = computeICalendar({ name: 'Events in New York', entries: events.map((e) => computeCalendarEntry(e, 'tessera.example')), now })
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
  const parsed = parse(text)
  expect(parsed.map((e) => e.summary)).toEqual(['Jazz; Blues, and \\ more', 'Online Python Class'])
  expect(parsed[0]!.uid).toBe('event-1@tessera.example')
  expect(parsed[0]!.startDate.toJSDate().toISOString()).toBe('2026-12-05T01:00:00.000Z')
  expect(parsed[0]!.endDate.toJSDate().toISOString()).toBe('2026-12-05T04:00:00.000Z')
  expect(parsed[0]!.location).toBe('Skyline Hall, 1 Main St, New York, NY, 10001')
  expect(parsed[0]!.description).toBe('Live jazz above the city.\n\nhttps://tessera.example/e/jazz-tickets-1/')
  expect(parsed[1]!.location).toBe('Online: https://tessera.example/e/python-tickets-2/')
  expect(parsed[0]!.component.getFirstPropertyValue('url')).toBe('https://tessera.example/e/jazz-tickets-1/')
})

test('A cancelled event is a cancelled calendar entry', () => {
  const event = computeEventJson(buildEventDetail({ status: 'cancelled' }), { now, origin })
  const [parsed] = parse(computeICalendar({ name: 'x', entries: [computeCalendarEntry(event, 'h')], now }))
  expect(parsed!.component.getFirstPropertyValue('status')).toBe('CANCELLED')
})

test('Text escaping and line folding follow RFC 5545, never splitting a character', () => {
  expect(escapeICalendarText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
  const long = `SUMMARY:${'é'.repeat(60)}`
  const folded = foldICalendarLine(long)
  const lines = folded.split('\r\n')
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
  expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long)
})

test('The Google Calendar link carries the same name and UTC times', () => {
  const event = computeEventJson(buildEventDetail(), { now, origin })
  const url = new URL(computeGoogleCalendarUrl(computeCalendarEntry(event, 'h')))
  expect(url.searchParams.get('text')).toBe('Jazz on the Roof')
  expect(url.searchParams.get('dates')).toBe('20261205T010000Z/20261205T040000Z')
})
