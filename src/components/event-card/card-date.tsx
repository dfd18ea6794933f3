'use client'
// Online events show in the viewer's own time zone (spec §4). The server cannot know it, so the first
// render (server and hydration) uses the event's zone and the browser's zone takes over right after.
import { useSyncExternalStore } from 'react'
import { computeCardDate } from '@/core/events/event-card-display'
import type { EventJson } from '@/core/events/event-json'

const noSubscription = () => () => undefined
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const noZone = () => undefined

export function CardDate({
  event,
  nowIso,
  className,
}: {
  event: Pick<EventJson, 'start' | 'timezone' | 'is_online_event' | 'hide_start_date' | 'series'>
  nowIso: string
  className?: string
}) {
  const viewerTimeZone = useSyncExternalStore(noSubscription, browserZone, noZone)
  const date = computeCardDate(event, { now: new Date(nowIso), viewerTimeZone })
  if (!date) return null
  return (
    <p className={className}>
      <time dateTime={date.dateTime}>{date.text}</time>
      {date.more ? <span> {date.more}</span> : null}
    </p>
  )
}
