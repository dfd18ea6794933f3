// ISO 8601 local date-times with the zone's UTC offset ("2026-11-21T20:00:00-05:00"), as schema.org
// wants startDate so that search engines show the event's own wall-clock time.

function offsetText(date: Date, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  // "GMT" alone means UTC; otherwise "GMT+05:30" / "GMT-05:00".
  const match = /^GMT([+-]\d{2}:\d{2})$/.exec(name)
  return match?.[1] ?? '+00:00'
}

/** The instant as local time in `timeZone` with its offset, to the second. */
export function computeZonedIso(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
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
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offsetText(date, timeZone)}`
}
