import { AppError } from '@/core/shared/app-error'
import { assertOrderAccess, type OrderActor } from './order-access'
import { findOrderById, findTicketsByOrderId } from './orders-repository'
import { renderTicketQrSvg } from './ticket-qr'
import type { TicketingDeps } from './ticketing-deps'

/** The QR image (SVG) of one ticket's code, for whoever may see its order. */
export async function getTicketQr(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { orderId: number; ticketId: number; actor: OrderActor }): Promise<string> {
  const order = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, order, deps.secret)
  const ticket = (await findTicketsByOrderId(deps.db, order.id)).find((t) => t.id === input.ticketId)
  if (!ticket) throw new AppError('NOT_FOUND', 'There is no such ticket.')
  return renderTicketQrSvg(ticket.code)
}
