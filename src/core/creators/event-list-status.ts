// Where the creator's lists put an event and the status they show for it (issue 20 /myevents/, issue 36
// §3): one answer for /myevents/, the creator overview's "Upcoming" and the event's own dashboard. Pure.
import { isEventCancelled } from '@/core/events/ticket-offer'

/** Each status names its group on /myevents/: drafts, upcoming (live), past (ended) and cancelled. */
export type EventListStatus = 'draft' | 'live' | 'ended' | 'cancelled'

/**
 * A draft is a draft whatever its dates; a cancelled event is cancelled, never "upcoming" or "past", so it
 * leaves the creator's upcoming events the moment it is called off; any other event is live until its
 * last date has ended, then ended.
 */
export function computeEventListStatus(event: { status: string; lastEndAt: Date }, now: Date): EventListStatus {
  if (event.status === 'draft') return 'draft'
  if (isEventCancelled(event.status)) return 'cancelled'
  return event.lastEndAt.getTime() < now.getTime() ? 'ended' : 'live'
}
