'use client'
// An order's actions on the event dashboard (issue 20), each refund or cancellation confirmed by a second
// click: a paid order is refunded in full, cancelled (its valid tickets void and refunded) or its tickets
// emailed again; a held order is cancelled, freeing its seats.
import { apiFetch } from '@/components/api/api-fetch'
import { fillText } from '@/core/i18n/fill-text'
import { isTicketedOrderStatus } from '@/core/ticketing/order-state'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { ConfirmButton } from './confirm-button'
import { useDashboardAction } from './use-dashboard-action'
import forms from '@/components/account/forms.module.css'
import styles from './manage.module.css'

type Props = { eventId: number; orderId: string; status: string; total: string }

export function OrderActions({ eventId, orderId, status, total }: Props) {
  const { t } = useActionTexts()
  const order = { order: orderId, total }
  const action = useDashboardAction()
  const base = `/api/v3/events/${eventId}/orders/${orderId}`
  const paid = isTicketedOrderStatus(status)
  const refund = () =>
    action.run(async () => {
      await apiFetch(`${base}/refunds/`, { method: 'POST', body: {} })
      return fillText(t.orderRefunded, order)
    })
  const resend = () =>
    action.run(async () => {
      const { to } = await apiFetch<{ to: string }>(`${base}/resend_tickets/`, { method: 'POST', body: {} })
      return fillText(t.ticketsResent, { to })
    })
  const cancel = () =>
    action.run(async () => {
      await apiFetch(`${base}/cancel/`, { method: 'POST', body: {} })
      return fillText(t.orderCancelled, order)
    })
  return (
    <div className={styles.rowActions}>
      {paid ? (
        <>
          <ConfirmButton label={t.refund} name={fillText(t.refundOrder, order)} confirmLabel={fillText(t.refundOrderConfirm, order)} disabled={action.pending} onConfirm={() => void refund()} />
          <button type="button" className={forms.secondary} onClick={() => void resend()} aria-label={fillText(t.resendOrder, order)} disabled={action.pending}>
            {t.resendTickets}
          </button>
        </>
      ) : null}
      {paid || status === 'reserved' ? (
        <ConfirmButton
          label={t.cancelOrder}
          name={fillText(t.cancelOrderName, order)}
          confirmLabel={fillText(paid ? t.cancelPaidConfirm : t.cancelHeldConfirm, order)}
          disabled={action.pending}
          onConfirm={() => void cancel()}
        />
      ) : null}
      <ActionResult done={action.done} error={action.error} />
    </div>
  )
}
