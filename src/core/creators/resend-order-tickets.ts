// The dashboard's "Resend tickets" (issue 20): the buyer's confirmation email again, with a QR code for
// each ticket still valid, queued through the outbox (the Mailer port). Limited per order.
import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import { computeConfirmationEmail } from '@/core/ticketing/confirmation-email'
import { loadOrderJson } from '@/core/ticketing/load-order-json'
import { findEventForTicketing, findOrderById } from '@/core/ticketing/orders-repository'
import { isTicketValidForEntry } from '@/core/ticketing/ticket-entry'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { TICKET_RESENDS_PER_ORDER } from './creator-emails'
import { assertManagedOrder, type Manager } from './managed-event-access'

export async function resendOrderTickets(deps: TicketingDeps, input: { eventId: number; orderId: number; manager: Manager }): Promise<{ to: string; tickets: number }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId)
    await assertManagedOrder(tx, input.eventId, input.manager, order)
    if (!order || (order.status !== 'paid' && order.status !== 'partially_refunded')) throw new AppError('CONFLICT', 'Only a paid order has tickets to resend.')
    if (!order.buyerEmail) throw new AppError('CONFLICT', 'This order has no email address to send to.')
    const event = await findEventForTicketing(tx, order.eventId)
    if (!event) throw new AppError('NOT_FOUND', 'There is no such order.')
    const json = await loadOrderJson(tx, deps, order)
    // Only tickets that admit get their QR code sent again (ticket-entry.ts, issue 36).
    const valid = { ...json, tickets: json.tickets.filter((t) => isTicketValidForEntry(t.status)) }
    if (valid.tickets.length === 0) throw new AppError('CONFLICT', 'This order has no valid tickets left.')
    await takeRateLimitHits(tx, now, [[TICKET_RESENDS_PER_ORDER, String(order.id)]])
    assertEmailQueued(await enqueueEmail(tx, computeConfirmationEmail(valid, event, now, order.locale)))
    return { to: order.buyerEmail, tickets: valid.tickets.length }
  })
}
