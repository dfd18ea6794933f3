// POST /api/v3/events/{id}/cancel/ (issue 20): the organizer calls the event off. In one transaction every
// paid order is refunded whatever the refund policy (the buyer did not change their mind), held orders are
// cancelled, tickets stop checking in, and each buyer is emailed through the outbox; the Payments port
// returns the money after the commit, and the event leaves every listing.
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { AppError } from '@/core/shared/app-error'
import { metrics } from '@/core/shared/metrics'
import type { CoreDeps } from '@/core/shared/core-deps'
import { cancelHoldInTransaction } from '@/core/ticketing/cancel-order'
import { withdrawInTransaction } from '@/core/ticketing/approval-decisions'
import type { PaymentRow } from '@/core/ticketing/payments-repository'
import { releaseAuthorisation } from '@/core/ticketing/register-for-approval'
import { computeOrganizerSideActor } from '@/core/ticketing/order-lifecycle'
import { refundTicketsInTransaction, returnRefundedMoney, type RefundInTransaction } from '@/core/ticketing/refund-order-tickets'
import { computeEventCancelledEmail } from '@/core/ticketing/ticketing-emails'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { findOpenOrdersByEventIdForUpdate } from './event-orders-repository'
import { setEventStatus } from './event-publishing-repository'
import { findManagedEvent, type Manager } from './managed-event-access'
import { insertWebhookOutboxRow } from '@/core/webhooks/webhooks-repository'

export type CancelEventResult = { refundedOrders: number; emailed: number }

export async function cancelEvent(
  deps: TicketingDeps & Pick<CoreDeps, 'invalidateCaches'>,
  input: { eventId: number; manager: Manager },
): Promise<CancelEventResult> {
  const result = await deps.db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    if (event.status === 'cancelled') throw new AppError('CONFLICT', 'This event is already cancelled.')
    if (event.status === 'draft') throw new AppError('CONFLICT', 'A draft is deleted, not cancelled.')
    const actor = computeOrganizerSideActor(input.manager)
    const refunds: RefundInTransaction[] = []
    let cancelledHolds = 0
    let emailed = 0
    const authorisations: PaymentRow[] = []
    for (const order of await findOpenOrdersByEventIdForUpdate(tx, event.id)) {
      if (order.status === 'reserved') {
        // A hold counts against capacity only while reserved: cancelling it frees the seats, which no
        // wait-list is offered (the event is gone).
        await cancelHoldInTransaction(tx, deps, order, { actor, reason: 'event_cancelled' }, { offerFreedSeats: false })
        cancelledHolds += 1
        continue
      }
      if (order.status === 'pending_approval') {
        // A registration awaiting approval (decision 064): declined with the event, its authorisation released.
        const authorisation = await withdrawInTransaction(tx, deps, order, { actor, reason: 'event_cancelled', message: null })
        if (authorisation) authorisations.push(authorisation)
        if (order.buyerEmail) {
          emailed += 1
          const cancelled = computeEventCancelledEmail({
            to: order.buyerEmail,
            event,
            orderId: order.id,
            amountMinor: 0,
            refundedBeforeMinor: 0,
            releasedMinor: authorisation?.amountMinor ?? 0,
            currency: order.currency,
            locale: order.locale,
          })
          await enqueueEmail(tx, cancelled, { moneyMoved: authorisation !== null })
        }
        continue
      }
      // The one refund path, every valid ticket whatever the policy: a partly refunded order gets back
      // what is left of it, and the buyer is told the event is off rather than sent a refund receipt.
      const refund = await refundTicketsInTransaction(tx, deps, {
        order,
        by: { actor, reason: 'event_cancelled' },
        offerFreedSeats: false,
        notify: (amountMinor) => {
          if (!order.buyerEmail) return null
          emailed += 1
          return computeEventCancelledEmail({ to: order.buyerEmail, event, orderId: order.id, amountMinor, refundedBeforeMinor: order.refundedMinor, currency: order.currency, locale: order.locale })
        },
      })
      refunds.push(refund)
    }
    await setEventStatus(tx, event.id, 'cancelled')
    await insertWebhookOutboxRow(tx, event.id, 'event.cancelled', deps.clock.now())
    return { refunds, cancelledHolds, emailed, authorisations }
  })
  for (const authorisation of result.authorisations) await releaseAuthorisation(deps, authorisation.providerReference)
  for (const refund of result.refunds) await returnRefundedMoney(deps, refund, 'event_cancelled')
  for (let i = 0; i < result.cancelledHolds; i++) {
    metrics.order('cancelled')
    metrics.hold('released')
  }
  await deps.invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return { refundedOrders: result.refunds.filter((r) => r.payment !== null).length, emailed: result.emailed }
}
