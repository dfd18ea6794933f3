import { AppError } from '@/core/shared/app-error'
import { assertOrderAccess, type OrderActor } from './order-access'
import { findOrderById } from './orders-repository'
import { isTicketValidForEntry } from './ticket-entry'
import { findTicketsByOrderId } from './tickets-repository'
import { renderTicketQrSvg } from './ticket-qr'
import type { TicketingDeps } from './ticketing-deps'

/**
 * The QR image (SVG) of one ticket's code, for whoever may see its order. A ticket that does not admit
 * (refunded, cancelled) has none: 409, so no page, print-out or screenshot carries a code that looks usable
 * (issue 36 §3).
 */
export async function getTicketQr(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { orderId: number; ticketId: number; actor: OrderActor }): Promise<string> {
  const order = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, order, deps.secret)
  const ticket = (await findTicketsByOrderId(deps.db, order.id)).find((t) => t.id === input.ticketId)
  if (!ticket) throw new AppError('NOT_FOUND', 'There is no such ticket.')
  if (!isTicketValidForEntry(ticket.status)) {
    throw new AppError('CONFLICT', `This ticket was ${ticket.status}: it is not valid for entry and has no QR code.`)
  }
  return renderTicketQrSvg(ticket.code)
}
