// POST /api/v3/events/{id}/cancel/ (issue 20): the organizer calls the event off. In one transaction every
// paid order is refunded whatever the refund policy (the buyer did not change their mind), held orders are
// cancelled, tickets stop checking in, and each buyer is emailed through the outbox; the Payments port
// returns the money after the commit, and the event leaves every listing.
import { formatMoney } from '@/core/events/price-text'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import { currentCorrelationId } from '@/core/shared/request-context'
import type { CoreDeps } from '@/core/shared/core-deps'
import {
  findSucceededPaymentByOrderId,
  setPaymentStatus,
  setTicketsStatusByOrderId,
  updateOrder,
  type PaymentRow,
} from '@/core/ticketing/orders-repository'
import { formatEventTime } from '@/core/ticketing/event-time-text'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { findOpenOrdersByEventIdForUpdate, setEventStatus } from './creator-events-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export type CancelEventResult = { refundedOrders: number; emailed: number }

export async function cancelEvent(
  deps: TicketingDeps & Pick<CoreDeps, 'invalidateCaches'>,
  input: { eventId: number; manager: Manager },
): Promise<CancelEventResult> {
  const result = await deps.db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    if (event.status === 'canceled') throw new AppError('CONFLICT', 'This event is already cancelled.')
    if (event.status === 'draft') throw new AppError('CONFLICT', 'A draft is deleted, not cancelled.')
    const refunds: PaymentRow[] = []
    let emailed = 0
    for (const order of await findOpenOrdersByEventIdForUpdate(tx, event.id)) {
      if (order.status === 'reserved') {
        // A hold counts against capacity only while reserved: cancelling it frees the seats.
        await updateOrder(tx, order.id, { status: 'cancelled' })
        continue
      }
      await setTicketsStatusByOrderId(tx, order.id, 'refunded')
      await updateOrder(tx, order.id, { status: 'refunded' })
      const payment = await findSucceededPaymentByOrderId(tx, order.id)
      if (payment) {
        await setPaymentStatus(tx, payment.id, 'refunded')
        refunds.push(payment)
      }
      if (order.buyerEmail) {
        const amount = formatMoney(order.totalMinor, order.currency)
        await enqueueEmail(tx, {
          kind: 'event-cancelled',
          to: order.buyerEmail,
          subject: `Cancelled: ${event.name}`,
          text: [
            `${event.name}, planned for ${formatEventTime(event.startAt, event.timeZone)}, has been cancelled by its organizer.`,
            order.totalMinor > 0 ? `Your order #${order.id} has been refunded in full (${amount}).` : `Your order #${order.id} is cancelled.`,
            'Its tickets are no longer valid.',
          ].join('\n'),
          correlationId: `order:${order.id}`,
        })
        emailed += 1
      }
    }
    await setEventStatus(tx, event.id, 'canceled')
    return { refunds, emailed }
  })
  for (const p of result.refunds) await deps.payments.refund({ reference: p.providerReference, amountMinor: p.amountMinor, currency: p.currency, correlationId: currentCorrelationId() })
  await deps.invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return { refundedOrders: result.refunds.length, emailed: result.emailed }
}
