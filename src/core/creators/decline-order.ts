// POST /api/v3/events/{event_id}/orders/{order_id}/decline/ (issue 40 "Approval", decision 064): the
// organizer declines a registration awaiting approval, with an optional message for the buyer. The order
// is cancelled, its seats freed (and offered to the wait-list), the buyer emailed, and a paid one's card
// authorisation released at the provider after the commit: nothing was ever charged.
import { computeApprovalMessage } from '@/core/ticketing/approval-rules'
import { withdrawInTransaction } from '@/core/ticketing/approval-decisions'
import { assertAwaitingApproval } from '@/core/ticketing/approval-status'
import { loadOrderJson } from '@/core/ticketing/load-order-json'
import { computeOrganizerSideActor } from '@/core/ticketing/order-lifecycle'
import type { OrderJson } from '@/core/ticketing/order-json'
import { findOrderById } from '@/core/ticketing/orders-repository'
import { releaseAuthorisation } from '@/core/ticketing/register-for-approval'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import type { DecideOrderInput } from './approve-order'
import { assertManagedOrder } from './managed-event-access'

export async function declineOrder(deps: TicketingDeps, input: DecideOrderInput): Promise<{ order: OrderJson }> {
  const now = deps.clock.now()
  const released = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    await assertManagedOrder(tx, input.eventId, input.manager, order)
    assertAwaitingApproval(order!, now)
    return withdrawInTransaction(tx, deps, order!, { actor: computeOrganizerSideActor(input.manager), reason: 'declined_by_organizer', message: computeApprovalMessage(input.message) })
  })
  if (released) await releaseAuthorisation(deps, released.providerReference)
  const order = await findOrderById(deps.db, input.orderId)
  return { order: await loadOrderJson(deps.db, deps, order!) }
}
