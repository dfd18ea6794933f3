// POST /api/v3/events/{event_id}/orders/approve/ and …/decline/ (decision 064): the organizer approves or
// declines several registrations at once, with one optional message. Each order is decided on its own
// (its own transaction and, for approval, its own capture), so one that cannot be decided (decided
// already, a capture refused) is reported beside the others rather than undoing them.
import { isAppError } from '@/core/shared/app-error'
import type { OrderJson } from '@/core/ticketing/order-json'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { approveOrder } from './approve-order'
import { declineOrder } from './decline-order'
import { findManagedEvent, type Manager } from './managed-event-access'

export type DecideOrdersResult = {
  orders: OrderJson[]
  /** The orders not decided, each with the error its own request would have answered. */
  errors: { order_id: string; error: string; error_description: string }[]
}

export async function decideOrders(
  deps: TicketingDeps,
  input: { eventId: number; orderIds: readonly number[]; decision: 'approve' | 'decline'; manager: Manager; message?: string | null },
): Promise<DecideOrdersResult> {
  // The role is checked once up front, so a refused caller learns nothing about the ids.
  await findManagedEvent(deps.db, input.eventId, input.manager, 'write')
  const decide = input.decision === 'approve' ? approveOrder : declineOrder
  const result: DecideOrdersResult = { orders: [], errors: [] }
  for (const orderId of [...new Set(input.orderIds)]) {
    try {
      result.orders.push((await decide(deps, { eventId: input.eventId, orderId, manager: input.manager, message: input.message })).order)
    } catch (error) {
      if (!isAppError(error)) throw error
      result.errors.push({ order_id: String(orderId), error: error.code, error_description: error.message })
    }
  }
  return result
}
