import { maskEmail } from '@/core/mail/mask-email'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { assertEmailQueued } from '@/core/mail/recipient-cap'
import { AppError } from '@/core/shared/app-error'
import { assertOrderAccess, computeOrderAccessToken, type OrderActor } from './order-access'
import { findEventForTicketing, findOrderById, updateOrder } from './orders-repository'
import { computeOrderNewLinkEmail } from './ticketing-emails'
import type { TicketingDeps } from './ticketing-deps'

export type OrderLinksTurnedOff = { links: 'turned_off'; email: string }

/**
 * "Turn off old links" (decision 051): the order moves to its next link version, so every link sent before
 * (confirmation emails, forwarded ones) stops opening it, and the new link is emailed to the buyer only;
 * the answer does not carry it, so whoever asked through a forwarded link is left without one. The owner,
 * signed in, still sees the order. When the new link cannot be emailed (the recipient's cap), nothing
 * changes and the answer is 429.
 */
export async function turnOffOrderLinks(deps: Pick<TicketingDeps, 'db' | 'secret' | 'siteUrl'>, input: { orderId: number; actor: OrderActor }): Promise<OrderLinksTurnedOff> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    // A hold being paid for keeps its checkout's link (complete-order.ts reads it without the row).
    if (order.status === 'reserved') throw new AppError('CONFLICT', 'Finish or cancel this order first.')
    if (!order.buyerEmail) throw new AppError('CONFLICT', 'This order has no email address to send a new link to.')
    const next = { id: order.id, linkVersion: order.linkVersion + 1 }
    await updateOrder(tx, order.id, { linkVersion: next.linkVersion })
    const event = await findEventForTicketing(tx, order.eventId)
    const url = `${deps.siteUrl}/orders/${order.id}/?token=${computeOrderAccessToken(deps.secret, next)}`
    assertEmailQueued(await enqueueEmail(tx, computeOrderNewLinkEmail({ to: order.buyerEmail, orderId: order.id, eventName: event?.name ?? '', url, locale: order.locale })))
    return { links: 'turned_off', email: maskEmail(order.buyerEmail) }
  })
}
