'use client'
// Online events show in the viewer's own time zone (spec §4). The server cannot know it, so the server
// render and hydration show the event's zone, and the browser's zone takes over once mounted. The date
// rule loads then, after hydration, so it is not part of the page's first load (issue 4 budget).
import { useEffect, useState } from 'react'
import type { CardDateEvent } from './card-date'

export function ViewerZoneDate({
  event,
  nowIso,
  dateTime,
  eventZoneText,
  locale = 'en-US',
}: {
  event: CardDateEvent
  nowIso: string
  dateTime: string
  /** The date as the server drew it, in the event's zone. */
  eventZoneText: string
  /** The page's locale (BCP 47). */
  locale?: string
}) {
  const [text, setText] = useState(eventZoneText)
  useEffect(() => {
    let live = true
    void import('@/core/events/event-card-date').then(({ computeCardDate }) => {
      const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      const date = computeCardDate(event, { now: new Date(nowIso), viewerTimeZone, locale })
      if (live && date) setText(date.text)
    })
    return () => {
      live = false
    }
  }, [event, nowIso, locale])
  return <time dateTime={dateTime}>{text}</time>
}
