// /myevents/ (issue 20): the creator's events as drafts, upcoming, past and cancelled (issue 36), each with
// its status, tickets sold against capacity and its money from the ledger (issue 37 point 2: ticket sales
// after discounts, refunds, net to the organizer), in the event's currency.
import type { CoreDeps } from '@/core/shared/core-deps'
import { eventPath } from '@/core/events/event-json'
import { findDoorEvents, findOwnedEventSummaries, sumOwnedEventLedgerLines } from './creator-dashboards-repository'
import { computeSalesFigures } from './event-sales-report'
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
  /** What buyers paid for tickets after discounts, refunded or not. */
  ticketSalesMinor: number
  refundsMinor: number
  netMinor: number
  currency: string
  /** The team's organization when the event is not the user's own (decision 061), else null. */
  teamOrganizerName: string | null
}

/** An event whose check-in desk the user runs as door staff (decision 061). */
export type DoorEvent = { id: number; name: string; startAt: Date; timeZone: string; organizerName: string }

export type MyEvents = { drafts: MyEventSummary[]; upcoming: MyEventSummary[]; past: MyEventSummary[]; cancelled: MyEventSummary[]; doorDesks: DoorEvent[] }

const GROUP: Record<EventListStatus, 'drafts' | 'upcoming' | 'past' | 'cancelled'> = { draft: 'drafts', live: 'upcoming', ended: 'past', cancelled: 'cancelled' }

/** Grouped by computeEventListStatus: a cancelled event is in none of drafts, upcoming or past. */
export async function listMyEvents({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number }): Promise<MyEvents> {
  const now = clock.now()
  const [rows, sums, doorDesks] = await Promise.all([findOwnedEventSummaries(db, input.userId), sumOwnedEventLedgerLines(db, input.userId), findDoorEvents(db, input.userId)])
  const out: MyEvents = { drafts: [], upcoming: [], past: [], cancelled: [], doorDesks }
  for (const row of rows) {
    const listStatus = computeEventListStatus(row, now)
    const money = computeSalesFigures(sums.find((x) => x.key === String(row.id) && x.currency === row.currency)?.lines ?? new Map())
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
      ticketSalesMinor: money.ticketSales,
      refundsMinor: money.refunds,
      netMinor: money.net,
      currency: row.currency,
      teamOrganizerName: row.own ? null : row.organizerName,
    }
    out[GROUP[listStatus]].push(summary)
  }
  // Past and cancelled events most recent first.
  out.past.reverse()
  out.cancelled.reverse()
  return out
}
