'use client'
// Online events are also shown in the viewer's own time zone (spec §4 "Online events use the user's
// timezone"). The server cannot know that zone, so the line appears after hydration, and only when the
// viewer's zone differs from the event's.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

export function ViewerTime({ startUtc, endUtc, eventTimeZone }: { startUtc: string; endUtc: string; eventTimeZone: string }) {
  const zone = useSyncExternalStore(noSubscription, viewerZone, () => null)
  if (zone === null || zone === eventTimeZone) return null
  const format = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  return (
    <p>
      In your time zone: {format.format(new Date(startUtc))} – {format.format(new Date(endUtc))}
    </p>
  )
}
