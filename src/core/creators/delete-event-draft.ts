// DELETE /api/v3/events/{id}/: only a draft may be deleted; a published event is unpublished or cancelled.
// A draft that once sold, even a hold that lapsed, keeps its orders' record: it is refused too (issue 38
// point 15: the events list deletes drafts).
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteDraftEvent } from './creator-drafts-repository'
import { hasAnyOrders } from './event-publishing-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export async function deleteEventDraft(
  { db }: Pick<CoreDeps, 'db'>,
  input: { eventId: number; manager: Manager },
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    if (event.status === 'draft' && (await hasAnyOrders(tx, event.id))) {
      throw new AppError('CONFLICT', 'This draft was on sale once and keeps its orders: it cannot be deleted.')
    }
    if (event.status !== 'draft' || !(await deleteDraftEvent(tx, event.id))) {
      throw new AppError('CONFLICT', 'Only a draft can be deleted: unpublish or cancel a published event.')
    }
  })
}
