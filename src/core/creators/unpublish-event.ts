// POST /api/v3/events/{id}/unpublish/: a live event goes back to draft, out of every listing at once.
// One with tickets sold is cancelled instead (its buyers must hear of it and be refunded).
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEvent, type Manager } from './managed-event-access'
import { hasIssuedTickets, setEventStatus } from './event-publishing-repository'
import { computeUnpublishOption } from './unpublish-rules'

export async function unpublishEvent(
  { db, invalidateCaches }: Pick<CoreDeps, 'db' | 'invalidateCaches'>,
  input: { eventId: number; manager: Manager },
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    // The dashboard asks the same rule before it offers the button (get-event-dashboard.ts).
    const option = computeUnpublishOption({ status: event.status, ticketsIssued: event.status === 'live' && (await hasIssuedTickets(tx, event.id)) })
    if (option === 'already_draft') return
    if (option === 'not_live') throw new AppError('CONFLICT', `A ${event.status} event cannot be unpublished.`)
    if (option === 'has_sales') throw new AppError('CONFLICT', 'Tickets have been sold for this event: cancel it instead.')
    await setEventStatus(tx, event.id, 'draft')
  })
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
}
