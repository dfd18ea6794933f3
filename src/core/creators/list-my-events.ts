// /myevents/ (issue 20): the creator's events as drafts, upcoming and past, each with tickets sold against
// capacity and revenue (gross, refunds, net), in the event's currency.
import type { CoreDeps } from '@/core/shared/core-deps'
import { eventPath } from '@/core/events/event-json'
import { findOwnedEventSummaries } from './creator-events-repository'

export type MyEventSummary = {
  id: number
  name: string
  status: string
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

export type MyEvents = { drafts: MyEventSummary[]; upcoming: MyEventSummary[]; past: MyEventSummary[] }

/** An event is past once its last date has ended; drafts are listed apart whatever their dates. */
export async function listMyEvents({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number }): Promise<MyEvents> {
  const now = clock.now().getTime()
  const out: MyEvents = { drafts: [], upcoming: [], past: [] }
  for (const row of await findOwnedEventSummaries(db, input.userId)) {
    const summary: MyEventSummary = {
      id: row.id,
      name: row.name,
      status: row.status,
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
    if (row.status === 'draft') out.drafts.push(summary)
    else if (row.lastEndAt.getTime() < now) out.past.push(summary)
    else out.upcoming.push(summary)
  }
  // Past events most recent first.
  out.past.reverse()
  return out
}
