'use client'
// Online events are also shown in the viewer's own time zone (spec §4 "Online events use the user's
// timezone"). The server cannot know that zone, so the line appears after hydration, and only when the
// viewer's zone differs from the event's.
import { useSyncExternalStore } from 'react'
import { fillText } from '@/core/i18n/fill-text'

const noSubscription = () => () => {}

function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

export function ViewerTime({
  startUtc,
  endUtc,
  eventTimeZone,
  locale = 'en-US',
  label = 'In your time zone: {start} – {end}',
}: {
  startUtc: string
  endUtc: string
  eventTimeZone: string
  /** The page's locale (BCP 47) and the event catalog's line in its language. */
  locale?: string
  label?: string
}) {
  const zone = useSyncExternalStore(noSubscription, viewerZone, () => null)
  if (zone === null || zone === eventTimeZone) return null
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  return (
    <p>
      {fillText(label, { start: format.format(new Date(startUtc)), end: format.format(new Date(endUtc)) })}
    </p>
  )
}
