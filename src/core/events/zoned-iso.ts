// ISO 8601 local date-times with the zone's UTC offset ("2026-11-21T20:00:00-05:00"), as schema.org
// wants startDate so that search engines show the event's own wall-clock time.
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'

function offsetText(date: Date, timeZone: string): string {
  const name =
    cachedDateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  // "GMT" alone means UTC; otherwise "GMT+05:30" / "GMT-05:00".
  const match = /^GMT([+-]\d{2}:\d{2})$/.exec(name)
  return match?.[1] ?? '+00:00'
}

export type LocalDateTimeParts = { year: string; month: string; day: string; hour: string; minute: string; second: string }

/** Wall-clock parts of an instant in `timeZone`, zero-padded (hours 00–23). */
export function computeLocalDateTimeParts(date: Date, timeZone: string): LocalDateTimeParts {
  const parts = Object.fromEntries(
    cachedDateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  }
}

/** The instant as local time in `timeZone` with its offset, to the second. */
export function computeZonedIso(date: Date, timeZone: string): string {
  const p = computeLocalDateTimeParts(date, timeZone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offsetText(date, timeZone)}`
}
