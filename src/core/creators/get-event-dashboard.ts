// The per-event dashboard (issue 20, /manage/events/{id}/): tickets sold per class, revenue (gross,
// refunds, net), sales per day in the event's zone, and page views and conversion from the analytics
// events. The organizer, and staff read-only.
import { countEventPageViewsAndCardClicks } from '@/core/analytics/analytics-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { eventPath } from '@/core/events/event-json'
import { findEventSalesFigures, type EventSalesFigures } from './creator-dashboards-repository'
import { findEditableEventById } from './creator-drafts-repository'
import { computeConversionRate } from './dashboard-rules'
import { computeEventListStatus, type EventListStatus } from './event-list-status'
import { findManagedEvent, type Manager } from './managed-event-access'

export type EventDashboard = EventSalesFigures & {
  id: number
  name: string
  status: string
  /** The status the creator's lists show (event-list-status.ts): the dashboard says it too. */
  listStatus: EventListStatus
  url: string
  startAt: Date
  timeZone: string
  currency: string
  netMinor: number
  /** From the analytics events (decision 034): event page views, card clicks, paid orders per view (%). */
  pageViews: number
  cardClicks: number
  conversionPercent: number | null
  /** Whether the viewer may change the event (its organizer) or only read it (staff). */
  canWrite: boolean
}

export async function getEventDashboard({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { eventId: number; manager: Manager }): Promise<EventDashboard> {
  const managed = await findManagedEvent(db, input.eventId, input.manager, 'read')
  const event = (await findEditableEventById(db, managed.id))!
  const [figures, traffic] = await Promise.all([findEventSalesFigures(db, managed.id, event.timeZone), countEventPageViewsAndCardClicks(db, managed.id)])
  return {
    ...figures,
    id: event.id,
    name: event.name,
    status: event.status,
    // A series' own end is its last date's (its dates span it).
    listStatus: computeEventListStatus({ status: event.status, lastEndAt: event.endAt }, clock.now()),
    url: eventPath(event.nameSlug, event.id),
    startAt: event.startAt,
    timeZone: event.timeZone,
    currency: event.currency.trim(),
    netMinor: figures.grossMinor - figures.refundsMinor,
    ...traffic,
    conversionPercent: computeConversionRate(figures.paidOrders, traffic.pageViews),
    canWrite: managed.ownerUserId === input.manager.userId,
  }
}
