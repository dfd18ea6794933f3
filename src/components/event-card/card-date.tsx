'use client'
// Online events show in the viewer's own time zone (spec §4). The server cannot know it, so the server
// render and hydration use the event's zone, and the browser's zone takes over once mounted.
import { useEffect, useState } from 'react'
import { computeCardDate } from '@/core/events/event-card-date'
import type { EventJson } from '@/core/events/event-json'

export function CardDate({
  event,
  nowIso,
  className,
}: {
  event: Pick<EventJson, 'start' | 'timezone' | 'is_online_event' | 'hide_start_date' | 'series'>
  nowIso: string
  className?: string
}) {
  const [viewerTimeZone, setViewerTimeZone] = useState<string | undefined>(undefined)
  const online = event.is_online_event
  useEffect(() => {
    // The browser's zone is an external value that only exists after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the browser zone once, after hydration
    if (online) setViewerTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
  }, [online])
  const date = computeCardDate(event, { now: new Date(nowIso), viewerTimeZone })
  if (!date) return null
  return (
    <p className={className}>
      <time dateTime={date.dateTime} suppressHydrationWarning>
        {date.text}
      </time>
      {date.more ? <span> {date.more}</span> : null}
    </p>
  )
}
