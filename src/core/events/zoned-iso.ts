// ISO 8601 local date-times with the zone's UTC offset ("2026-11-21T20:00:00-05:00"), as schema.org
// wants startDate so that search engines show the event's own wall-clock time.
import { wallClockParts, zoneOffsetMs } from '@/core/shared/wall-clock'

function offsetText(date: Date, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(date.getTime(), timeZone) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export type LocalDateTimeParts = { year: string; month: string; day: string; hour: string; minute: string; second: string }

/** Wall-clock parts of an instant in `timeZone`, zero-padded (hours 00–23). */
export function computeLocalDateTimeParts(date: Date, timeZone: string): LocalDateTimeParts {
  const p = wallClockParts(date.getTime(), timeZone)
  return {
    year: pad(p.year, 4),
    month: pad(p.month),
    day: pad(p.day),
    hour: pad(p.hour),
    minute: pad(p.minute),
    second: pad(p.second),
  }
}

/** The instant as local time in `timeZone` with its offset, to the second. */
export function computeZonedIso(date: Date, timeZone: string): string {
  const p = computeLocalDateTimeParts(date, timeZone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offsetText(date, timeZone)}`
}
