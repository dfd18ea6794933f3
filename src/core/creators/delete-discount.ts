// DELETE /api/v3/discounts/{id}/ (issue 20, the editor's "Remove"): the organizer removes a promo code,
// open discount or BOGO offer that no order has used. One orders have used stays, as their history refers
// to it; anyone but the organizer, and an unknown id, is told there is no such discount.
import { AppError, isAppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteDiscountRow, findDiscountById, isDiscountUsed } from './discounts-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export async function deleteDiscount({ db, invalidateCaches }: Pick<CoreDeps, 'db' | 'invalidateCaches'>, input: { discountId: number; manager: Manager }): Promise<void> {
  const eventId = await db.transaction(async (tx) => {
    const missing = new AppError('NOT_FOUND', 'There is no such discount.')
    const discount = await findDiscountById(tx, input.discountId)
    if (!discount) throw missing
    try {
      // The event's lock, as adding a discount takes it: one organizer's two tabs change its offers in turn.
      await findManagedEvent(tx, discount.eventId, input.manager, 'write', true)
    } catch (error) {
      // Door staff of the event are told it is not theirs to change (decision 061); anyone else learns nothing.
      if (isAppError(error) && error.code === 'FORBIDDEN') throw error
      throw missing
    }
    // Read again under the lock: another request may have removed it while this one waited.
    if (!(await findDiscountById(tx, discount.id))) throw missing
    if (await isDiscountUsed(tx, discount.id)) throw new AppError('CONFLICT', 'Orders have used this discount, so it cannot be removed.')
    await deleteDiscountRow(tx, discount.id)
    return discount.eventId
  })
  // The event page and checkout read the event's open discount and offers.
  await invalidateCaches({ kind: 'event', ids: [eventId] })
}
