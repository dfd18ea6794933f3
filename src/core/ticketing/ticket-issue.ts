// Where tickets are issued (ARCHITECTURE §7: "tickets are issued in one place"): every new ticket row, a
// seat paid for (fulfil-order.ts) or a transfer's new ticket (order-lifecycle.ts, decision 059), has this
// shape. Pure.
import { generateTicketCode } from './ticket-code'
import type { TicketRow } from './tickets-repository'

/**
 * The one shape of a newly issued ticket (a seat paid for, or a transfer's new ticket, decision 059): valid,
 * not checked in, with a fresh code.
 */
export function computeIssuedTicket(input: { id: number; orderId: number; ticketClassId: number; attendeeName: string | null; holderEmail?: string | null; transferredFromTicketId?: number | null; now: Date }): TicketRow {
  return {
    id: input.id,
    orderId: input.orderId,
    ticketClassId: input.ticketClassId,
    code: generateTicketCode(),
    attendeeName: input.attendeeName,
    holderEmail: input.holderEmail ?? null,
    transferredFromTicketId: input.transferredFromTicketId ?? null,
    status: 'valid',
    checkedInAt: null,
    createdAt: input.now,
  }
}
