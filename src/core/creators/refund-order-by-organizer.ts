// The dashboard's refunds (issue 20): the organizer returns a whole order or some of its tickets, whatever
// the event's refund policy says (the policy limits what attendees get by themselves, not the organizer).
import { refundOrderTickets, type RefundResult } from '@/core/ticketing/refund-order-tickets'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { computeOrganizerSideActor } from '@/core/ticketing/order-lifecycle'
import { assertManagedOrder, type Manager } from './managed-event-access'

export async function refundOrderByOrganizer(
  deps: TicketingDeps,
  input: { eventId: number; orderId: number; manager: Manager; ticketIds?: number[] },
): Promise<RefundResult> {
  return refundOrderTickets(deps, {
    orderId: input.orderId,
    by: { actor: computeOrganizerSideActor(input.manager), reason: 'refund_by_organizer' },
    ...(input.ticketIds ? { ticketIds: input.ticketIds } : {}),
    authorize: (tx, order) => assertManagedOrder(tx, input.eventId, input.manager, order),
  })
}
