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
import { mailWords } from '@/core/mail/mail-texts'

export type CancelEventResult = { refundedOrders: number; emailed: number }

export async function cancelEvent(
  deps: TicketingDeps & Pick<CoreDeps, 'invalidateCaches'>,
  input: { eventId: number; manager: Manager },
): Promise<CancelEventResult> {
  const result = await deps.db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    if (event.status === 'canceled') throw new AppError('CONFLICT', 'This event is already cancelled.')
    if (event.status === 'draft') throw new AppError('CONFLICT', 'A draft is deleted, not cancelled.')
    const refunds: { payment: PaymentRow; amountMinor: number }[] = []
    let emailed = 0
    for (const order of await findOpenOrdersByEventIdForUpdate(tx, event.id)) {
      if (order.status === 'reserved') {
        // A hold counts against capacity only while reserved: cancelling it frees the seats.
        await updateOrder(tx, order.id, { status: 'cancelled' })
        continue
      }
      await setTicketsStatusByOrderId(tx, order.id, 'refunded')
      await updateOrder(tx, order.id, { status: 'refunded', refundedMinor: order.totalMinor })
      // A partly refunded order gets back what is left of it.
      const left = order.totalMinor - order.refundedMinor
      const payment = await findSucceededPaymentByOrderId(tx, order.id)
      if (payment) {
        await setPaymentStatus(tx, payment.id, 'refunded')
        refunds.push({ payment, amountMinor: Math.min(left, payment.amountMinor) })
      }
      if (order.buyerEmail) {
        // In the buyer's language: the locale of the page the order was made on (issue 25).
        const { t, localeTag } = mailWords(order.locale)
        const amount = formatMoney(left, order.currency, localeTag)
        await enqueueEmail(tx, {
          kind: 'event-cancelled',
          to: order.buyerEmail,
          subject: t('cancelled.subject', { event: event.name }),
          text: [
            t('cancelled.planned', { event: event.name, when: formatEventTime(event.startAt, event.timeZone, localeTag) }),
            left <= 0
              ? t('cancelled.orderCancelled', { orderId: order.id })
              : order.refundedMinor > 0
                ? t('cancelled.restRefunded', { orderId: order.id, amount })
                : t('cancelled.refunded', { orderId: order.id, amount }),
            t('cancelled.invalid'),
          ].join('\n'),
          correlationId: `order:${order.id}`,
        })
        emailed += 1
      }
    }
    await setEventStatus(tx, event.id, 'canceled')
    return { refunds, emailed }
  })
  for (const { payment: p, amountMinor } of result.refunds) {
    if (amountMinor > 0) await deps.payments.refund({ reference: p.providerReference, amountMinor, currency: p.currency, correlationId: currentCorrelationId() })
  }
  await deps.invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return { refundedOrders: result.refunds.length, emailed: result.emailed }
}
