// POST /api/v3/events/{id}/publish/: a draft (or unpublished event) goes live when nothing is missing,
// and every instance drops the caches it affects, so searches find it at once (decision 005).
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { setEventStatus } from './event-publishing-repository'
import { assertPaidSalesAllowed } from '@/core/payouts/assert-paid-sales-allowed'
import { countMoneyTakingTicketClasses, countTicketClasses } from './ticket-classes-repository'
import { computePublishProblems } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'
import { insertWebhookOutboxRow } from '@/core/webhooks/webhooks-repository'

export async function publishEvent(
  { db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>,
  input: { eventId: number; manager: Manager },
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    if (event.status === 'live') return
    if (event.status !== 'draft') throw new AppError('CONFLICT', `A ${event.status} event cannot be published.`)
    const now = clock.now()
    const problems = computePublishProblems(
      { ...event, hasVenue: event.venueId !== null, ticketClassCount: await countTicketClasses(tx, event.id) },
      now,
    )
    if (Object.keys(problems).length > 0) {
      throw new AppError('INVALID_ARGUMENT', 'The event is not ready to publish.', problems)
    }
    // Paid tickets go on sale only once the organizer can be paid (issue 37 point 3).
    if ((await countMoneyTakingTicketClasses(tx, event.id)) > 0) await assertPaidSalesAllowed(tx, event.organizerId)
    // A draft's summary was computed when its classes were written: at going live it is recomputed for now (decision 052).
    await refreshEventPriceSummaries(tx, [event.id], now)
    await setEventStatus(tx, event.id, 'live', now)
    await insertWebhookOutboxRow(tx, event.id, 'event.published', now)
  })
  // After the commit, so that no instance reloads its caches from before the change.
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
}
