'use client'
// Counts one view of an event page (EventPageView, decision 034) for its organizer's dashboard: page views
// and conversion. Sent from the browser like every other analytics event, so crawlers and prefetches,
// which run no script, are not counted; renders nothing.
import { useEffect } from 'react'
import { track } from './track'

export function EventPageViewBeacon({ eventId }: { eventId: string }) {
  useEffect(() => {
    track('EventPageView', { eventId })
  }, [eventId])
  return null
}
