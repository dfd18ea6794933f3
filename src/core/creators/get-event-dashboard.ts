// The per-event dashboard (issue 20, /manage/events/{id}/): tickets sold per class, the money from the
// ledger (issue 37 point 2: ticket sales after discounts, the buyers' fees as Tessera's, refunds, net to
// the organizer, the same figures as the sales report), sales per day in the event's zone, and page views
// and conversion from the analytics events. The organizer, and staff read-only.
import { countApprovalsByEventId, type ApprovalCounts } from '@/core/ticketing/approval-repository'
import { countEventPageViewsAndCardClicks } from '@/core/analytics/analytics-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { eventPath } from '@/core/events/event-json'
import { findEventSalesFigures } from './creator-dashboards-repository'
import { findEditableEventById } from './creator-drafts-repository'
import { computeConversionRate } from './dashboard-rules'
import { computeEventListStatus, type EventListStatus } from './event-list-status'
import { computeSalesFigures } from './event-sales-report'
import { hasIssuedTickets } from './event-publishing-repository'
import { findManagedEvent, type Manager } from './managed-event-access'
import { computeUnpublishOption, type UnpublishOption } from './unpublish-rules'

export type EventDashboard = {
  id: number
  name: string
  status: string
  /** The status the creator's lists show (event-list-status.ts): the dashboard says it too. */
  listStatus: EventListStatus
  url: string
  startAt: Date
  timeZone: string
  currency: string
  classes: { name: string; sold: number; capacity: number }[]
  /** What buyers paid for tickets after discounts, refunded or not. */
  ticketSalesMinor: number
  discountsMinor: number
  /** The buyers' service fees less those refunded: Tessera's, not the organizer's. */
  buyerFeesMinor: number
  taxMinor: number
  /** Ticket money given back. */
  refundsMinor: number
  /** Ticket sales less refunds: what the organizer is owed. */
  netMinor: number
  /** Orders ever paid (refunded ones included: the visit converted). */
  paidOrders: number
  /** Per day of payment: the tickets those orders still hold and their net ticket money. */
  days: { day: string; tickets: number; netMinor: number }[]
  /** From the analytics events (decision 034): event page views, card clicks, paid orders per view (%). */
  pageViews: number
  cardClicks: number
  conversionPercent: number | null
  /** Whether the viewer may change the event (its organizer) or only read it (staff). */
  canWrite: boolean
  /** Registrations awaiting the organizer's approval now, and how many were approved and declined (decision 064). */
  approvals: ApprovalCounts
  /** What Unpublish would do (unpublish-rules.ts, the server's own rule): the page offers it only when allowed. */
  unpublish: UnpublishOption
}

export async function getEventDashboard({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager }): Promise<EventDashboard> {
  const managed = await findManagedEvent(db, input.eventId, input.manager, 'read')
  const event = (await findEditableEventById(db, managed.id))!
  const currency = event.currency.trim()
  const [figures, traffic, ticketsIssued, approvals] = await Promise.all([
    findEventSalesFigures(db, managed.id, event.timeZone, currency),
    countEventPageViewsAndCardClicks(db, managed.id),
    hasIssuedTickets(db, managed.id),
    countApprovalsByEventId(db, managed.id),
  ])
  const money = computeSalesFigures(figures.lines)
  return {
    id: event.id,
    name: event.name,
    status: event.status,
    // A series' own end is its last date's (its dates span it).
    listStatus: computeEventListStatus({ status: event.status, lastEndAt: event.endAt }, clock.now()),
    url: eventPath(event.nameSlug, event.id),
    startAt: event.startAt,
    timeZone: event.timeZone,
    currency,
    classes: figures.classes,
    ticketSalesMinor: money.ticketSales,
    discountsMinor: money.discounts,
    buyerFeesMinor: money.buyerFees,
    taxMinor: money.tax,
    refundsMinor: money.refunds,
    netMinor: money.net,
    paidOrders: figures.paidOrders,
    days: figures.days.map((d) => ({ day: d.day, tickets: d.tickets, netMinor: computeSalesFigures(d.lines).net })),
    ...traffic,
    conversionPercent: computeConversionRate(figures.paidOrders, traffic.pageViews),
    canWrite: managed.standing.kind !== 'none',
    approvals,
    unpublish: computeUnpublishOption({ status: event.status, ticketsIssued }),
  }
}
