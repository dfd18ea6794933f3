// POST /api/v3/orders/{order_id}/tickets/{ticket_id}/transfer/ {name, email} (issue 40, decision 059): the
// buyer gives one ticket to someone else. The old ticket becomes `transferred` (its code stops admitting at
// once) and a new ticket with a new code is issued to the new holder, both written with their trail entries
// in one transaction with the two emails (the buyer's notice, the holder's ticket).
import 'server-only'
import { normalizeEmail } from '@/core/accounts/account-rules'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { TICKET_TRANSFERS_PER_IP, TICKET_TRANSFERS_PER_ORDER } from '@/core/accounts/rate-limits'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { AppError } from '@/core/shared/app-error'
import { loadOrderJson } from './load-order-json'
import { assertOrderAccess, computeOrderAccessToken, type OrderActor } from './order-access'
import { computeBuyerSideActor, transferTicketToNewHolder } from './order-lifecycle'
import type { TicketJson } from './order-json'
import { findEventForTicketing, findOrderById, findOrderLinesByOrderId } from './orders-repository'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'
import { computeTicketReceivedEmail, computeTicketTransferredEmail } from './transfer-emails'
import { assertTransferAllowed, computeTransferRefusal } from './transfer-rules'
import { computeTicketHolderUrl } from './ticket-holder-link'

export type TransferTicketInput = { orderId: number; ticketId: number; actor: OrderActor; name: string; email: string; ip: string }

/**
 * Transfers a ticket to `name` at `email` for whoever may see the order (its signed-in owner, staff, or the
 * bearer of its link: the buyer is told by email at once, and "Turn off old links" ends a forwarded link).
 * Refused with 409 TRANSFER_NOT_ALLOWED when the organizer forbids transfers, the cut-off has passed, or the
 * ticket is refunded, cancelled, already transferred or checked in. Rate-limited per order and per address.
 */
export async function transferTicket(deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret' | 'siteUrl'>, input: TransferTicketInput): Promise<TicketJson> {
  const now = deps.clock.now()
  // Access first, so that a stranger's attempts cannot use up the order's transfers.
  assertOrderAccess(input.actor, await findOrderById(deps.db, input.orderId), deps.secret)
  await takeRateLimitHits(deps.db, now, [
    [TICKET_TRANSFERS_PER_IP, input.ip],
    [TICKET_TRANSFERS_PER_ORDER, String(input.orderId)],
  ])
  const holder = { name: input.name.trim(), email: normalizeEmail(input.email) }
  const { order, issuedId } = await deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    const ticket = (await findTicketsByOrderId(tx, order.id)).find((t) => t.id === input.ticketId)
    const event = await findEventForTicketing(tx, order.eventId)
    if (!ticket || !event) throw new AppError('NOT_FOUND', 'There is no such ticket.')
    assertTransferAllowed(computeTransferRefusal({ transfersAllowed: event.transfersAllowed ?? true, transferCutoffHours: event.transferCutoffHours ?? 0, startAt: event.startAt }, order, ticket, now))
    const issued = await transferTicketToNewHolder(tx, order, ticket, holder, { actor: computeBuyerSideActor(input.actor), at: now })
    if (!issued) throw new AppError('CONFLICT', 'This ticket changed meanwhile; reload the order.')
    const className = (await findOrderLinesByOrderId(tx, order.id)).find((l) => l.ticketClassId === ticket.ticketClassId)?.ticketClassName ?? ''
    const mailEvent = { id: event.id, name: event.name, startAt: event.startAt, timeZone: event.timeZone, ...(event.place ? { place: event.place } : {}) }
    // The holder's email carries the ticket: without it the transfer is not made (429, nothing changed).
    assertEmailQueued(
      await enqueueEmail(
        tx,
        computeTicketReceivedEmail({
          to: holder.email,
          orderId: order.id,
          holderName: holder.name,
          fromName: order.buyerName,
          className,
          code: issued.code,
          url: computeTicketHolderUrl(deps.siteUrl, deps.secret, issued.id),
          event: { name: event.name, startAt: event.startAt.toISOString(), timeZone: event.timeZone, ...(event.place ? { place: event.place } : {}) },
          locale: order.locale,
        }),
      ),
    )
    if (order.buyerEmail && order.buyerEmail.toLowerCase() !== holder.email) {
      const orderUrl = `${deps.siteUrl}/orders/${order.id}/?token=${computeOrderAccessToken(deps.secret, order)}`
      await enqueueEmail(tx, computeTicketTransferredEmail({ to: order.buyerEmail, orderId: order.id, event: mailEvent, holderName: holder.name, orderUrl, locale: order.locale }))
    }
    return { order, issuedId: issued.id }
  })
  const json = await loadOrderJson(deps.db, deps, order)
  const ticket = json.tickets.find((t) => t.id === String(issuedId))
  if (!ticket) throw new Error(`transferTicket: the new ticket ${issuedId} was not found`)
  return ticket
}
