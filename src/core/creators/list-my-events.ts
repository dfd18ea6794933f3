// /myevents/ (issue 20): the creator's events as drafts, upcoming, past and cancelled (issue 36), each with
// its status, tickets sold against capacity and revenue (gross, refunds, net), in the event's currency.
import type { CoreDeps } from '@/core/shared/core-deps'
import { eventPath } from '@/core/events/event-json'
import { findOwnedEventSummaries } from './creator-dashboards-repository'
import { computeEventListStatus, type EventListStatus } from './event-list-status'

export type MyEventSummary = {
  id: number
  name: string
  status: string
  /** What the lists show and group it by (event-list-status.ts). */
  listStatus: EventListStatus
  url: string
  startAt: Date
  timeZone: string
  numDates: number
  sold: number
  capacity: number
  grossMinor: number
  refundsMinor: number
  netMinor: number
  currency: string
}

export type MyEvents = { drafts: MyEventSummary[]; upcoming: MyEventSummary[]; past: MyEventSummary[]; cancelled: MyEventSummary[] }

const GROUP: Record<EventListStatus, keyof MyEvents> = { draft: 'drafts', live: 'upcoming', ended: 'past', cancelled: 'cancelled' }

/** Grouped by computeEventListStatus: a cancelled event is in none of drafts, upcoming or past. */
export async function listMyEvents({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number }): Promise<MyEvents> {
  const now = clock.now()
  const out: MyEvents = { drafts: [], upcoming: [], past: [], cancelled: [] }
  for (const row of await findOwnedEventSummaries(db, input.userId)) {
    const listStatus = computeEventListStatus(row, now)
    const summary: MyEventSummary = {
      id: row.id,
      name: row.name,
      status: row.status,
      listStatus,
      url: eventPath(row.nameSlug, row.id),
      startAt: row.startAt,
      timeZone: row.timeZone,
      numDates: row.numDates,
      sold: row.sold,
      capacity: row.capacity,
      grossMinor: row.grossMinor,
      refundsMinor: row.refundsMinor,
      netMinor: row.grossMinor - row.refundsMinor,
      currency: row.currency,
    }
    out[GROUP[listStatus]].push(summary)
  }
  // Past and cancelled events most recent first.
  out.past.reverse()
  out.cancelled.reverse()
  return out
}
