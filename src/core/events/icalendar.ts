// iCalendar (RFC 5545) for "Add to calendar" on an event page and for the "subscribe to this search"
// feed of a results page. Written by hand: the format is small and a library would add nothing but size.
import type { EventJson } from './event-json'

export type CalendarEntry = {
  uid: string
  name: string
  description: string
  url: string
  start: Date
  end: Date
  location: string
  status: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE'
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines are escaped. */
export function escapeICalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines that start with a space; never inside a character. */
export function foldICalendarLine(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines lose one octet to the leading space.
    const limit = out.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join(`${CRLF} `)
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** The calendar entry of an API Event: times in UTC, the venue's address or "Online" as the location. */
export function computeCalendarEntry(event: EventJson, host: string): CalendarEntry {
  const venue = event.primary_venue
  const location = event.is_online_event
    ? `Online: ${event.url}`
    : venue
      ? [venue.name, venue.address.localized_address_display].filter(Boolean).join(', ')
      : ''
  return {
    uid: `event-${event.id}@${host}`,
    name: event.name,
    description: [event.summary, event.url].filter(Boolean).join('\n\n'),
    url: event.url,
    start: new Date(event.start.utc),
    end: new Date(event.end.utc),
    location,
    status: event.status === 'cancelled' ? 'CANCELLED' : event.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED',
  }
}

/** A VCALENDAR holding `entries`, with CRLF line ends and folded lines (RFC 5545). */
export function computeICalendar({ name, entries, now }: { name: string; entries: readonly CalendarEntry[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tessera//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeICalendarText(name)}`,
    // Feed readers poll at this interval; a results feed changes as events are added.
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ]
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeICalendarText(entry.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(entry.start)}`,
      `DTEND:${utcStamp(entry.end)}`,
      `SUMMARY:${escapeICalendarText(entry.name)}`,
      `DESCRIPTION:${escapeICalendarText(entry.description)}`,
      `LOCATION:${escapeICalendarText(entry.location)}`,
      `URL:${entry.url}`,
      `STATUS:${entry.status}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldICalendarLine).join(CRLF) + CRLF
}

/** The same entry as a Google Calendar "add event" link, for people without a calendar app. */
export function computeGoogleCalendarUrl(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.name,
    dates: `${utcStamp(entry.start)}/${utcStamp(entry.end)}`,
    details: entry.description,
    location: entry.location,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
